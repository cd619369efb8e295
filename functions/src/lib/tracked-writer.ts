import type { BulkWriter, DocumentReference } from 'firebase-admin/firestore';

/**
 * Queues writes on a BulkWriter and remembers the ones that failed after its retries: `close()`
 * resolves even then, and a deletion that lost a write must not go on to delete the account.
 */
export function trackedWriter(writer: BulkWriter) {
  const failures: unknown[] = [];
  const track = (write: Promise<unknown>) => void write.catch((error) => failures.push(error));
  return {
    delete: (ref: DocumentReference) => track(writer.delete(ref)),
    update: (ref: DocumentReference, data: Record<string, unknown>) =>
      track(writer.update(ref, data)),
    async close() {
      await writer.close();
      if (failures.length > 0) throw new Error(`${failures.length} writes failed: ${failures[0]}`);
    },
  };
}
