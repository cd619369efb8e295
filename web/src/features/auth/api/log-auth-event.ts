import type { AuthEventType, AuthProvider } from '@sprout/core';
import { callFunction } from '../../../lib/functions';
import { track } from '../../../lib/analytics';

type AuthEvent = {
  eventType: AuthEventType;
  provider: AuthProvider;
  success: boolean;
  email?: string;
  errorMessage?: string;
};

/**
 * Logs a sign-in or sign-up on the server (IP and browser come from the request there) and, with
 * consent, in analytics. Logging is never allowed to fail or delay the user for long.
 */
export async function logAuthEvent(event: AuthEvent): Promise<void> {
  if (event.success) track(event.eventType, { provider: event.provider });
  await Promise.race([
    callFunction('logAuthEvent', event).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
}
