import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, writeCaps } from '@sprout/core';
import { explainRefusal, LimitReachedError } from './write-limits';

const getDocFromServer = vi.hoisted(() => vi.fn());
vi.mock('./firestore', () => ({
  loadFirestore: () =>
    Promise.resolve({ sdk: { getDocFromServer }, docRef: (path: string) => path }),
}));

const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});
const indexWith = (n: number) => ({ data: () => ({ ids: Array.from({ length: n }, String) }) });

describe('explainRefusal', () => {
  beforeEach(() => vi.clearAllMocks());

  it('names the limit when the rules refused and the index is full', async () => {
    getDocFromServer.mockResolvedValue(indexWith(writeCaps.childrenPerAccount));
    const error = await explainRefusal(denied, paths.childIndex('u1'), 'childrenPerAccount');
    expect(error).toBeInstanceOf(LimitReachedError);
    expect(error).toMatchObject({ cap: 'childrenPerAccount', max: 20 });
    expect(getDocFromServer).toHaveBeenCalledWith(paths.childIndex('u1'));
  });

  it('passes a refusal on as it came while the index has room', async () => {
    getDocFromServer.mockResolvedValue(indexWith(writeCaps.childrenPerAccount - 1));
    expect(await explainRefusal(denied, paths.childIndex('u1'), 'childrenPerAccount')).toBe(denied);
  });

  it('passes other failures on without asking the server', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    expect(
      await explainRefusal(offline, paths.measurementIndex('c1'), 'measurementsPerChild'),
    ).toBe(offline);
    expect(getDocFromServer).not.toHaveBeenCalled();
  });

  it('passes the refusal on when the index cannot be read', async () => {
    getDocFromServer.mockRejectedValue(new Error('offline'));
    expect(
      await explainRefusal(denied, paths.savedProductIndex('u1'), 'savedProductsPerUser'),
    ).toBe(denied);
  });
});
