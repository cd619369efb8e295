import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@sprout/core';
import type { QueuedEntry } from '../../../lib/outbox';

/** Every write the api makes: a batch's operations, or an update, with the outbox entry. */
type Op = [kind: 'set' | 'update' | 'delete', path: string, data?: unknown];
const writes = vi.hoisted(() => ({ ops: [] as Op[], entries: [] as QueuedEntry[] }));

vi.mock('../../../lib/firestore', () => ({
  listenLive: vi.fn(),
  loadFirestore: () =>
    Promise.resolve({
      db: {},
      docRef: (path: string) => path,
      sdk: {
        arrayUnion: (...ids: string[]) => ({ arrayUnion: ids }),
        arrayRemove: (...ids: string[]) => ({ arrayRemove: ids }),
        deleteField: () => 'deleted',
        updateDoc: (path: string, data: unknown) => {
          writes.ops.push(['update', path, data]);
          return Promise.resolve();
        },
        writeBatch: () => ({
          set: (path: string, data: unknown) => writes.ops.push(['set', path, data]),
          delete: (path: string) => writes.ops.push(['delete', path]),
          commit: () => Promise.resolve(),
        }),
      },
    }),
}));
vi.mock('../../../lib/outbox', () => ({
  queuedWrite: async (commit: () => Promise<unknown>, entry: QueuedEntry) => {
    writes.entries.push(entry);
    await commit();
    return 'saved';
  },
}));
vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const { addMeasurement, deleteMeasurement, updateMeasurement } = await import('./measurements');

// Grandpa's child; Sam is a guardian who records it (issue 33).
const child = { id: 'c1', ownerId: 'grandpa', name: 'Mia' };
const values = { measuredAt: '2026-06-01', height: 104.1, weight: 17, footLength: 17.2 };
const draft = { id: 'm1', createdAt: '2026-06-01T08:00:00.000Z' };

beforeEach(() => {
  writes.ops.length = 0;
  writes.entries.length = 0;
});

describe('who entered a measurement', () => {
  it('names the writer on a new measurement, and keeps it in their outbox', async () => {
    await addMeasurement(child, values, draft, { uid: 'sam', name: '  Sam  ' });
    expect(writes.ops[0]).toEqual([
      'set',
      paths.measurement('c1', 'm1'),
      { ...values, createdAt: draft.createdAt, createdBy: 'sam', createdByName: 'Sam' },
    ]);
    expect(writes.ops[1]).toEqual([
      'set',
      paths.measurementIndex('c1'),
      { ids: { arrayUnion: ['m1'] } },
    ]);
    // The guardian's outbox, not the owner's: a refusal is reported to whoever wrote it.
    expect(writes.entries[0]).toMatchObject({ uid: 'sam', kind: 'measurement' });
  });

  it('leaves the name out when the writer has none, and cuts a long one to what the rules take', async () => {
    await addMeasurement(child, values, draft, { uid: 'sam', name: ' ' });
    expect(writes.ops[0]?.[2]).toEqual({ ...values, createdAt: draft.createdAt, createdBy: 'sam' });
    await addMeasurement(child, values, draft, { uid: 'sam', name: null });
    expect(writes.ops[2]?.[2]).not.toHaveProperty('createdByName');
    await addMeasurement(child, values, draft, { uid: 'sam', name: 'S'.repeat(100) });
    expect(writes.ops[4]?.[2]).toMatchObject({ createdByName: 'S'.repeat(80) });
  });

  it('never sends who entered it (nor when) with a correction', async () => {
    const stored = {
      ...values,
      id: 'm1',
      createdAt: draft.createdAt,
      createdBy: 'grandpa',
      createdByName: 'Grandpa',
    };
    await updateMeasurement(child, 'm1', { ...stored, height: 105 }, 'sam');
    expect(writes.ops).toEqual([
      [
        'update',
        paths.measurement('c1', 'm1'),
        {
          ...values,
          height: 105,
          chest: 'deleted',
          bust: 'deleted',
          waist: 'deleted',
          hips: 'deleted',
        },
      ],
    ]);
    expect(writes.entries[0]).toMatchObject({ uid: 'sam', kind: 'measurement-edit' });
  });

  it("deletes in the writer's outbox", async () => {
    await deleteMeasurement(child, { id: 'm1', ...values }, 'sam');
    expect(writes.ops.map(([kind, path]) => [kind, path])).toEqual([
      ['delete', paths.measurement('c1', 'm1')],
      ['set', paths.measurementIndex('c1')],
    ]);
    expect(writes.entries[0]).toMatchObject({ uid: 'sam', kind: 'measurement-delete' });
  });
});
