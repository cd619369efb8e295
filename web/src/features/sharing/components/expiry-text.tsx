import { Plural, Trans } from '@lingui/react/macro';
import { shareExpiry } from '@sprout/core';

/** 'Expires in N days', 'No expiration' (over a year left) or 'Expired' (spec). */
export function ExpiryText({ expiresAt }: { expiresAt: string }) {
  const { expired, daysLeft } = shareExpiry(expiresAt);
  if (expired) return <Trans>Expired</Trans>;
  if (daysLeft === null) return <Trans>No expiration</Trans>;
  return <Plural value={daysLeft} one="Expires in # day" other="Expires in # days" />;
}
