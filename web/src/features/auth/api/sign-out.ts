import { loadFirebase } from '../../../lib/firebase-loader';
import { signOutRequested } from '../../../lib/session-hint';

/** Signs out; the header offers it on every page, so Auth is fetched here rather than imported. */
export async function signOutUser() {
  const [{ signOut }, { auth }] = await Promise.all([import('firebase/auth'), loadFirebase()]);
  signOutRequested();
  await signOut(auth);
}
