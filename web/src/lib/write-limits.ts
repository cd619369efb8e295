import type { DocumentPath, WriteCap } from '@sprout/core';
import { writeCaps } from '@sprout/core';
import { loadFirestore } from './firestore';

/**
 * A write the rules refused because the account holds as many documents of a kind as it may
 * (core's writeCaps): the screens say so instead of showing a generic failure.
 */
export class LimitReachedError extends Error {
  constructor(
    readonly cap: WriteCap,
    readonly max: number = writeCaps[cap],
  ) {
    super(`Limit reached: ${cap} (${max})`);
    this.name = 'LimitReachedError';
  }
}

/**
 * The rules answer a write beyond a cap with permission-denied, like any other refusal, so a
 * refused write asks the server whether the index (`index`) is full: then the limit is the cause.
 * Anything else (or an index that cannot be read) is passed on as it came.
 */
export async function explainRefusal(
  error: unknown,
  index: DocumentPath<'idIndex'>,
  cap: WriteCap,
): Promise<unknown> {
  if ((error as { code?: unknown }).code !== 'permission-denied') return error;
  try {
    const { sdk, docRef } = await loadFirestore();
    const snapshot = await sdk.getDocFromServer(docRef(index));
    const count = snapshot.data()?.ids.length ?? 0;
    return count >= writeCaps[cap] ? new LimitReachedError(cap) : error;
  } catch {
    return error;
  }
}
