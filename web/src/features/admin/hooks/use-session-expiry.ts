import { useEffect, useEffectEvent } from 'react';

/**
 * Calls onExpire when the admin session's 30 minutes are over (at once if they already are).
 * Timers longer than 2^31-1 ms fire at once in browsers, which cannot happen for 30 minutes.
 */
export function useSessionExpiry(expiresAt: string | null, onExpire: () => void) {
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const delay = Math.max(0, Date.parse(expiresAt) - Date.now());
    const timer = setTimeout(() => expire(), delay);
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
