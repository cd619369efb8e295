import type {
  AccessRole,
  CreateShareResult,
  ListSubscriptionsResult,
  ShareExpiryDays,
  SharedChildView,
  ShareListItem,
  SubscribeResult,
} from '@sprout/core';
import { callFunction } from '../../../lib/functions';

/** The share-link functions (functions/src/sharing). Every check happens on the server. */

/**
 * A follower link (anyone holding it may follow the child) or, with role 'guardian', a single-use
 * invitation to record the child's growth (issue 33).
 */
export function createShare(
  childId: string,
  expiresInDays: ShareExpiryDays,
  role: AccessRole = 'follower',
) {
  return callFunction<
    { childId: string; expiresInDays: ShareExpiryDays; role: AccessRole },
    CreateShareResult
  >('createShare', { childId, expiresInDays, role });
}

export function getSharedChild(token: string) {
  return callFunction<{ token: string }, SharedChildView>(
    'getSharedChild',
    { token },
    { retry: true },
  );
}

export function subscribeToShare(token: string) {
  return callFunction<{ token: string }, SubscribeResult>('subscribe', { token });
}

export async function unsubscribe(childId: string): Promise<boolean> {
  const result = await callFunction<{ childId: string }, { unsubscribed: boolean }>('unsubscribe', {
    childId,
  });
  return result.unsubscribed;
}

export async function removeSubscriber(childId: string, subscriberId: string): Promise<boolean> {
  const result = await callFunction<
    { childId: string; subscriberId: string },
    { removed: boolean }
  >('removeSubscriber', { childId, subscriberId });
  return result.removed;
}

/** The owner lets someone with access record (guardian) or only view (follower); owner only. */
export async function setSubscriberRole(
  childId: string,
  subscriberId: string,
  role: AccessRole,
): Promise<AccessRole> {
  const result = await callFunction<
    { childId: string; subscriberId: string; role: AccessRole },
    { role: AccessRole }
  >('setSubscriberRole', { childId, subscriberId, role });
  return result.role;
}

/** A guardian switches a child's reminder e-mails for themselves; the server's value comes back. */
export async function setGuardianReminders(childId: string, enabled: boolean): Promise<boolean> {
  const result = await callFunction<{ childId: string; enabled: boolean }, { enabled: boolean }>(
    'setGuardianReminders',
    { childId, enabled },
  );
  return result.enabled;
}

export function listShares() {
  return callFunction<Record<string, never>, ShareListItem[]>('listShares', {}, { retry: true });
}

export async function deleteShare(token: string): Promise<void> {
  await callFunction<{ token: string }, { deleted: boolean }>('deleteShare', { token });
}

export function listSubscriptions() {
  return callFunction<Record<string, never>, ListSubscriptionsResult>(
    'listSubscriptions',
    {},
    {
      retry: true,
    },
  );
}

/** The address of a share link: the share page under no language (the page resolves one). */
export function shareUrl(token: string): string {
  return `${window.location.origin}/share/${token}`;
}

/** Kept while a signed-out visitor signs in, who then returns to the share page (spec). */
export const pendingShareTokenKey = 'pendingShareToken';

export function rememberPendingShare(token: string) {
  try {
    localStorage.setItem(pendingShareTokenKey, token);
  } catch {
    // Without storage the visitor lands on the dashboard and opens the link again.
  }
}
