import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Reads `query` (ordered by document id here) in pages of `pageSize` by cursor and hands each
 * page to `handle`, with at most `parallel` pages in hand at once: memory stays bounded by
 * `parallel` x `pageSize` documents however many match, and the next page is read while earlier
 * ones are being worked on. The first failure stops the reading and is thrown once the pages in
 * hand are done. After `deadline` (epoch ms) no new page is read: `complete` is false.
 */
export async function forEachPage<T>(
  query: Query<T>,
  {
    pageSize,
    parallel,
    deadline = Number.POSITIVE_INFINITY,
  }: { pageSize: number; parallel: number; deadline?: number },
  handle: (docs: Array<QueryDocumentSnapshot<T>>) => Promise<void>,
): Promise<{ complete: boolean }> {
  const paged = query.orderBy(FieldPath.documentId()).limit(pageSize);
  const inHand = new Set<Promise<void>>();
  const state: { failed: boolean; error?: unknown } = { failed: false };
  let cursor: QueryDocumentSnapshot<T> | undefined;
  let complete = true;
  while (!state.failed) {
    // Out of time: no new page; the pages in hand finish, and a later run goes on from there.
    if (Date.now() >= deadline) {
      complete = false;
      break;
    }
    const page = await (cursor ? paged.startAfter(cursor) : paged).get();
    if (page.empty) break;
    cursor = page.docs[page.docs.length - 1];
    const work: Promise<void> = handle(page.docs)
      .catch((error: unknown) => {
        if (!state.failed) Object.assign(state, { failed: true, error });
      })
      .finally(() => inHand.delete(work));
    inHand.add(work);
    if (page.size < pageSize) break;
    if (inHand.size >= parallel) await Promise.race(inHand);
  }
  await Promise.all(inHand);
  if (state.failed) throw state.error;
  return { complete };
}
