import { describe, expect, it } from 'vitest';
import type { BulkWriter, DocumentReference } from 'firebase-admin/firestore';
import { trackedWriter } from '../../functions/src/lib/tracked-writer';

/** A BulkWriter stand-in whose writes to `failing` paths reject after their retries. */
function fakeWriter(failing: string[]) {
  const done: string[] = [];
  const write = (ref: DocumentReference) =>
    failing.includes(ref.path)
      ? Promise.reject(new Error(`DEADLINE_EXCEEDED ${ref.path}`))
      : Promise.resolve(done.push(ref.path));
  const writer = {
    delete: write,
    update: write,
    // Like BulkWriter: close resolves even when writes failed.
    close: () => Promise.resolve(),
  } as unknown as BulkWriter;
  return { writer, done };
}

const ref = (path: string) => ({ path }) as DocumentReference;

describe('trackedWriter', () => {
  it('closes quietly when every write went through', async () => {
    const { writer, done } = fakeWriter([]);
    const tracked = trackedWriter(writer);
    tracked.delete(ref('authLogs/a'));
    tracked.update(ref('children/c'), { name: 'Noa' });
    await expect(tracked.close()).resolves.toBeUndefined();
    expect(done).toEqual(['authLogs/a', 'children/c']);
  });

  it('fails on close when a write failed, so the account is not deleted after it', async () => {
    const { writer } = fakeWriter(['mail/m']);
    const tracked = trackedWriter(writer);
    tracked.delete(ref('authLogs/a'));
    tracked.delete(ref('mail/m'));
    await expect(tracked.close()).rejects.toThrow('1 writes failed');
  });
});
