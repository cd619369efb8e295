import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { adminSessionLive, type StartAdminSessionResult } from '@sprout/core';

export type AdminSession = StartAdminSessionResult;

type AdminSessionStore = {
  session: AdminSession | null;
  /** The last session ran out (30 minutes, or the server said so): the login page says so. */
  expired: boolean;
  open: (session: AdminSession) => void;
  clear: () => void;
  /** Ends a session that ran out (not one the admin signed out of). */
  expire: () => void;
};

/**
 * The open admin session (id and expiry). Kept in sessionStorage: a reload keeps it, closing the
 * tab ends it, and nothing of it outlives the 30 minutes the server allows.
 */
export const useAdminSessionStore = create<AdminSessionStore>()(
  persist(
    (set) => ({
      session: null,
      expired: false,
      open: (session) => set({ session, expired: false }),
      clear: () => set({ session: null, expired: false }),
      expire: () => set({ session: null, expired: true }),
    }),
    { name: 'sprout-admin-session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The session if it is still live at `now`. */
export function liveSession(session: AdminSession | null, now = new Date()): AdminSession | null {
  return session && adminSessionLive(session.expiresAt, now) ? session : null;
}
