import { create } from 'zustand';

export type SignedInUser = { uid: string; email: string; name: string };

export type AuthState =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'signed-out'; user: null; isAdmin: false }
  | { status: 'signed-in'; user: SignedInUser; isAdmin: boolean };

type AuthStore = AuthState & {
  /** The last session ended without the person signing out (the sign-in page says so). */
  sessionExpired: boolean;
  setSignedIn: (user: SignedInUser, isAdmin: boolean) => void;
  setSignedOut: (expired?: boolean) => void;
};

export const useAuthStore = create<AuthStore>((set) => ({
  status: 'loading',
  user: null,
  isAdmin: false,
  sessionExpired: false,
  setSignedIn: (user, isAdmin) =>
    set({ status: 'signed-in', user, isAdmin, sessionExpired: false }),
  setSignedOut: (expired = false) =>
    set({ status: 'signed-out', user: null, isAdmin: false, sessionExpired: expired }),
}));
