import { useEffect, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { useCachedSince, useOnline, usePendingCount } from '../../stores/sync-store';

/** A listener showing the cache this long without the server's answer counts as offline. */
export const cacheGraceMs = 3000;

/**
 * A small, unobtrusive line under the header while the app works from the device's copy: offline
 * (or the server not answering), and how many changes wait to be sent.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const cachedSince = useCachedSince();
  const pending = usePendingCount();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (cachedSince === null) return undefined;
    const id = window.setTimeout(
      () => setNow(Date.now()),
      Math.max(0, cachedSince + cacheGraceMs - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [cachedSince]);

  const fromCache = cachedSince !== null && now - cachedSince >= cacheGraceMs;
  if (online && !fromCache && pending === 0) return null;
  return (
    <div className="offline-indicator" role="status" data-testid="offline-indicator">
      {!online || fromCache ? (
        <span>
          <Trans>Offline: showing the data saved on this device.</Trans>
        </span>
      ) : null}
      {pending > 0 ? (
        <span>
          {' '}
          <Plural
            value={pending}
            one="# change waiting to sync."
            other="# changes waiting to sync."
          />
        </span>
      ) : null}
    </div>
  );
}
