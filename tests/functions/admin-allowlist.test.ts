import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '@sprout/core';
import { storedDoc } from '../support/admin';
import { adminCallers, defaultAllowlist, setAllowlist } from '../support/admin-callers';
import { callError, useClients } from '../support/harness';

/*
 * Without an allow-list document nobody is an admin (fail closed). This file removes the shared
 * list, so it runs alone (vitest.config.ts, aloneFunctionSuites): an admin of another file
 * calling meanwhile would be refused.
 */

const clients = useClients();
const { admin } = adminCallers(clients);

afterAll(async () => {
  await setAllowlist(defaultAllowlist);
});

describe('the admin allow-list', () => {
  it('refuses everyone while no allow-list exists', async () => {
    const client = await admin();
    await storedDoc(paths.adminIpAllowlist()).delete();
    const error = await callError(client.call('startAdminSession', {}));
    expect((error.details as { reason?: string }).reason).toBe('ip-not-allowed');
    await setAllowlist(defaultAllowlist);
    await client.call('startAdminSession', {});
  });
});
