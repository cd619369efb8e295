import type { StoredTimestamp } from '../stored-timestamp.types';

export const authEventTypes = ['sign_in', 'sign_up'] as const;
export type AuthEventType = (typeof authEventTypes)[number];

/** What `authLogs` holds: the clients' events and the admin login's (written by startAdminSession). */
export type StoredAuthEventType = AuthEventType | 'admin_session';

export const authProviders = ['email', 'google'] as const;
export type AuthProvider = (typeof authProviders)[number];

/**
 * `authLogs/{id}`: one sign-in or sign-up attempt (spec auth_logs), written by functions only.
 * Failed attempts are anonymous (no userId) and carry the address typed.
 */
export type AuthLogData = {
  userId: string | null;
  email: string | null;
  provider: AuthProvider;
  eventType: StoredAuthEventType;
  success: boolean;
  errorMessage: string | null;
  ipAddress: string | null;
  userAgent: string;
  /** The server's clock (written as a server timestamp). */
  createdAt: StoredTimestamp;
  /** Firestore TTL (README): the entry goes 90 days after it was written. Admin entries lack it. */
  expireAt?: StoredTimestamp;
};
