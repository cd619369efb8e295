import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FunctionsModule from '../../../lib/functions';

const sdk = vi.hoisted(() => ({ callFunction: vi.fn(), signOut: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: sdk.signOut }));
vi.mock('../../../lib/firebase', () => ({ auth: {} }));
vi.mock('../../../lib/functions', async (original) => ({
  ...(await original<typeof FunctionsModule>()),
  callFunction: sdk.callFunction,
}));

const { deleteAccount } = await import('./profile');

describe('deleteAccount', () => {
  beforeEach(() => {
    sdk.callFunction.mockReset();
    sdk.signOut.mockReset().mockResolvedValue(undefined);
  });

  it('signs out once the server confirms the deletion', async () => {
    sdk.callFunction.mockResolvedValue({ deleted: true });
    await deleteAccount();
    expect(sdk.callFunction).toHaveBeenCalledWith('deleteAccount', {});
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });

  it.each([[{ deleted: false }], [null], [{}]])(
    "stays signed in and fails with 'Failed to delete account' when the server answers %j",
    async (answer) => {
      sdk.callFunction.mockResolvedValue(answer);
      await expect(deleteAccount()).rejects.toMatchObject({
        code: 'api/server-error',
        message: 'Failed to delete account',
      });
      expect(sdk.signOut).not.toHaveBeenCalled();
    },
  );
});
