import { describe, expect, it, vi } from 'vitest';
import { paths, savedProductRemovalsPerWrite } from '@sprout/core';

type Op = [kind: 'delete' | 'set', path: string, data?: unknown];
const batches = vi.hoisted(() => [] as Op[][]);
vi.mock('../../../lib/firestore', () => ({
  listenLive: vi.fn(),
  loadFirestore: () =>
    Promise.resolve({
      db: {},
      docRef: (path: string) => path,
      sdk: {
        arrayRemove: (...ids: string[]) => ({ arrayRemove: ids }),
        writeBatch: () => {
          const ops: Op[] = [];
          batches.push(ops);
          return {
            delete: (path: string) => ops.push(['delete', path]),
            set: (path: string, data: unknown) => ops.push(['set', path, data]),
            commit: () => Promise.resolve(),
          };
        },
      },
    }),
}));

const { removeRemote } = await import('./saved-products');

describe('removeRemote', () => {
  it('clears a usual list in one batch: every document, and their ids from the index', async () => {
    batches.length = 0;
    await removeRemote('u1', ['a', 'b', 'c']);
    expect(batches).toEqual([
      [
        ['delete', paths.savedProduct('u1', 'a')],
        ['delete', paths.savedProduct('u1', 'b')],
        ['delete', paths.savedProduct('u1', 'c')],
        ['set', paths.savedProductIndex('u1'), { ids: { arrayRemove: ['a', 'b', 'c'] } }],
      ],
    ]);
  });

  it(`writes a longer list in batches of ${savedProductRemovalsPerWrite}, as the rules allow`, async () => {
    batches.length = 0;
    const ids = Array.from({ length: savedProductRemovalsPerWrite + 2 }, (_, i) => `p${i}`);
    await removeRemote('u1', ids);
    expect(batches.map((ops) => ops.filter(([kind]) => kind === 'delete').length)).toEqual([
      savedProductRemovalsPerWrite,
      2,
    ]);
    expect(batches[1]?.at(-1)).toEqual([
      'set',
      paths.savedProductIndex('u1'),
      { ids: { arrayRemove: ids.slice(savedProductRemovalsPerWrite) } },
    ]);
  });
});
