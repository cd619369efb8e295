/** How long a share link lasts (the share dialog's choices; createShare's schema checks them). */

/** Share expiry choices in days; `null` is "no expiration". */
export const shareExpiryOptions = [1, 7, 30, 90, null] as const;
export type ShareExpiryDays = (typeof shareExpiryOptions)[number];

export const defaultShareExpiryDays: ShareExpiryDays = 7;

/** "No expiration" is stored as an expiry 10 years ahead (spec section 9). */
export const noExpirationYears = 10;

const dayMs = 86_400_000;

/** When a share created at `now` expires: after the chosen days, or in 10 years for `null`. */
export function shareExpiresAt(expiresInDays: ShareExpiryDays, now: Date = new Date()): Date {
  if (expiresInDays === null) {
    const expires = new Date(now.getTime());
    expires.setUTCFullYear(expires.getUTCFullYear() + noExpirationYears);
    return expires;
  }
  return new Date(now.getTime() + expiresInDays * dayMs);
}
