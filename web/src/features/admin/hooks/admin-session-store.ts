import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { adminSessionLive, type StartAdminSessionResult } from '@sprout/core';

export type AdminSession = StartAdminSessionResult;

type AdminSessionStore = {
  session: AdminSession | null;
  open: (session: AdminSession) => void;
  clear: () => void;
};

/**
 * The open admin session (id and expiry). Kept in sessionStorage: a reload keeps it, closing the
 * tab ends it, and nothing of it outlives the 30 minutes the server allows.
 */
export const useAdminSessionStore = create<AdminSessionStore>()(
  persist(
    (set) => ({
      session: null,
      open: (session) => set({ session }),
      clear: () => set({ session: null }),
    }),
    { name: 'sprout-admin-session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The session if it is still live at `now`. */
export function liveSession(session: AdminSession | null, now = new Date()): AdminSession | null {
  return session && adminSessionLive(session.expiresAt, now) ? session : null;
}
