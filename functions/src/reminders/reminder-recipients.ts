import { getAuth } from 'firebase-admin/auth';

/** getUsers takes at most 100 identifiers per call. */
const authBatch = 100;

/**
 * The verified e-mail address of each account that may receive reminders, by uid. Left out:
 * accounts that no longer exist (deleted between the scan and now) and addresses not verified
 * (an e-mail sign-up that never clicked its link; Google accounts arrive verified). The Auth
 * address is the one used: it is the one that was verified.
 */
export async function verifiedAddresses(uids: readonly string[]): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  for (let i = 0; i < uids.length; i += authBatch) {
    const { users } = await getAuth().getUsers(
      uids.slice(i, i + authBatch).map((uid) => ({ uid })),
    );
    for (const user of users) {
      if (user.email && user.emailVerified && !user.disabled) addresses.set(user.uid, user.email);
    }
  }
  return addresses;
}
