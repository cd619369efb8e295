import type { DataExport } from '@sprout/core';
import { callFunction, CallableError } from '../../../lib/functions';

/** Everything the account holds, assembled by the server (`exportMyData`). */
export async function exportMyData(): Promise<DataExport> {
  const result = await callFunction<object, DataExport | null>('exportMyData', {});
  if (result?.format !== 'sprout-data-export') {
    throw new CallableError('api/server-error', 'Failed to export data');
  }
  return result;
}
