import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@sprout/core';
import { useOutboxStore } from '../stores/outbox-store';
import { serverAnswerTimeoutMs } from './server-answer';
import { LimitReachedError } from './write-limits';
import type * as WriteLimits from './write-limits';
import { checkOutbox, queuedWrite, type QueuedEntry } from './outbox';

const sdk = vi.hoisted(() => ({
  waitForPendingWrites: vi.fn(),
  getDocFromServer: vi.fn(),
  doc: vi.fn((_db: unknown, path: string) => path),
}));
vi.mock('./firestore', () => ({
  loadFirestore: () => Promise.resolve({ db: {}, sdk }),
  noteFailure: vi.fn(),
}));
const explainRefusal = vi.hoisted(() => vi.fn());
vi.mock('./write-limits', async (original) => ({
  ...(await original<typeof WriteLimits>()),
  explainRefusal,
}));

const entry: QueuedEntry = {
  path: paths.measurement('c1', 'm1'),
  uid: 'u1',
  kind: 'measurement',
  childName: 'Noor',
  measuredAt: '2026-11-20',
  values: { height: 104, weight: 17, footLength: 17.2 },
  index: { path: paths.measurementIndex('c1'), cap: 'measurementsPerChild' },
};
const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
const entries = () => useOutboxStore.getState().entries;
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  useOutboxStore.setState({ entries: [] });
  explainRefusal.mockImplementation((error: unknown) => Promise.resolve(error));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('queuedWrite', () => {
  it('answers as before online: saved, or the refusal thrown to the form with nothing kept', async () => {
    online(true);
    await expect(queuedWrite(() => Promise.resolve(), entry)).resolves.toBe('saved');
    expect(entries()).toEqual([]);
    const full = new LimitReachedError('measurementsPerChild');
    explainRefusal.mockResolvedValueOnce(full);
    await expect(queuedWrite(() => Promise.reject(denied), entry)).rejects.toBe(full);
    expect(entries()).toEqual([]);
  });

  it('is queued at once offline, and kept as failed with the reason when refused later', async () => {
    online(false);
    let refuse: (error: unknown) => void = () => undefined;
    const commit = new Promise((_resolve, reject) => (refuse = reject));
    await expect(queuedWrite(() => commit, entry)).resolves.toBe('queued');
    expect(entries()).toMatchObject([{ path: entry.path, state: 'pending' }]);
    // Across a reload the outbox is read back from storage.
    expect(JSON.parse(localStorage.getItem('sprout-outbox') ?? '[]')).toHaveLength(1);

    explainRefusal.mockResolvedValueOnce(new LimitReachedError('measurementsPerChild'));
    refuse(denied);
    await vi.waitFor(() => expect(entries()).toMatchObject([{ state: 'failed', reason: 'limit' }]));
  });

  it('stops waiting after the server’s timeout (no network although the browser is online)', async () => {
    online(true);
    vi.useFakeTimers();
    let accept: () => void = () => undefined;
    const commit = new Promise<void>((resolve) => (accept = resolve));
    const outcome = queuedWrite(() => commit, entry);
    await vi.advanceTimersByTimeAsync(serverAnswerTimeoutMs);
    await expect(outcome).resolves.toBe('queued');
    accept();
    await vi.waitFor(() => expect(entries()).toEqual([]));
  });
});

describe('checkOutbox (entries of an earlier session)', () => {
  const stored = (overrides: Partial<QueuedEntry> = {}) =>
    useOutboxStore
      .getState()
      .add({ ...entry, ...overrides, queuedAt: '2026-11-20T10:00:00Z', state: 'pending' });

  it('settles what arrived and reports what the server refused', async () => {
    stored();
    stored({ path: paths.measurement('c1', 'm2') });
    sdk.waitForPendingWrites.mockResolvedValue(undefined);
    sdk.getDocFromServer.mockImplementation((path: string) =>
      Promise.resolve({ exists: () => path.endsWith('m1'), get: () => undefined }),
    );
    explainRefusal.mockResolvedValueOnce(new LimitReachedError('measurementsPerChild'));
    await checkOutbox('u1');
    expect(sdk.waitForPendingWrites).toHaveBeenCalled();
    expect(entries()).toMatchObject([
      { path: paths.measurement('c1', 'm2'), state: 'failed', reason: 'limit' },
    ]);
  });

  it('leaves other users’ entries and keeps entries pending while the server cannot be read', async () => {
    stored({ uid: 'someone-else' });
    await checkOutbox('u1');
    expect(sdk.waitForPendingWrites).not.toHaveBeenCalled();
    stored({ path: paths.measurement('c1', 'm3') });
    sdk.waitForPendingWrites.mockResolvedValue(undefined);
    sdk.getDocFromServer.mockRejectedValue(Object.assign(new Error('x'), { code: 'unavailable' }));
    await checkOutbox('u1');
    expect(entries().map((e) => e.state)).toEqual(['pending', 'pending']);
  });

  it("settles parents' heights only when the server holds the heights saved", async () => {
    const heights = (childId: string, motherCm: number | null) =>
      stored({
        path: paths.parentHeights(childId),
        kind: 'parents',
        parents: { motherCm, fatherCm: 181 },
        index: undefined,
      });
    heights('c1', 164.5);
    heights('c2', null);
    heights('c3', 170);
    const server: Record<string, Record<string, unknown> | undefined> = {
      [paths.parentHeights('c1')]: { motherCm: 164.5, fatherCm: 181 },
      [paths.parentHeights('c2')]: { motherCm: null, fatherCm: 181 },
      // Not the heights saved: the server refused them (as a correction not applied).
      [paths.parentHeights('c3')]: { motherCm: 168, fatherCm: 181 },
    };
    sdk.waitForPendingWrites.mockResolvedValue(undefined);
    sdk.getDocFromServer.mockImplementation((path: string) =>
      Promise.resolve({
        exists: () => server[path] !== undefined,
        get: (field: string) => server[path]?.[field],
      }),
    );
    await checkOutbox('u1');
    expect(entries()).toMatchObject([
      { path: paths.parentHeights('c3'), state: 'failed', reason: 'permission' },
    ]);
  });

  it('settles a measurement correction only with the values written, a deletion once it is gone', async () => {
    const values = { height: 118, weight: 21, footLength: 18.4 };
    const edit = (id: string) =>
      stored({
        path: paths.measurement('c1', id),
        kind: 'measurement-edit',
        measuredAt: '2026-10-01',
        values,
        index: undefined,
      });
    const deletion = (id: string) =>
      stored({ path: paths.measurement('c1', id), kind: 'measurement-delete', index: undefined });
    edit('e-arrived');
    edit('e-refused');
    deletion('d-arrived');
    deletion('d-refused');
    const server: Record<string, Record<string, unknown> | undefined> = {
      [paths.measurement('c1', 'e-arrived')]: { measuredAt: '2026-10-01', ...values },
      // Still the typo: the correction was refused.
      [paths.measurement('c1', 'e-refused')]: { measuredAt: '2026-10-01', ...values, height: 181 },
      // Still there: the deletion was refused.
      [paths.measurement('c1', 'd-refused')]: { measuredAt: '2026-10-01', ...values },
    };
    sdk.waitForPendingWrites.mockResolvedValue(undefined);
    sdk.getDocFromServer.mockImplementation((path: string) =>
      Promise.resolve({
        exists: () => server[path] !== undefined,
        get: (field: string) => server[path]?.[field],
      }),
    );
    await checkOutbox('u1');
    expect(entries().map((e) => [e.path.split('/').pop(), e.state])).toEqual([
      ['e-refused', 'failed'],
      ['d-refused', 'failed'],
    ]);
  });
});
