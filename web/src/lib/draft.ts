/**
 * One form is one new document: the form keeps its draft across retries, so a first write that
 * reaches the server late (it waits in the SDK's queue while offline) and the retry land on the
 * same document with the same contents instead of making two children (or measurements).
 */
export type Draft = { id: string; createdAt: string };

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style document id (20 random characters), chosen before the SDK loads. */
export function newDraft(): Draft {
  let id = '';
  while (id.length < 20) {
    // Bytes from 248 up are skipped: 248 is the largest multiple of 62 that fits, so no bias.
    for (const byte of crypto.getRandomValues(new Uint8Array(32)))
      if (byte < 248 && id.length < 20) id += idAlphabet.charAt(byte % 62);
  }
  return { id, createdAt: new Date().toISOString() };
}
