import { create } from 'zustand';

export type SignedInUser = { uid: string; email: string; name: string };

export type AuthState =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'signed-out'; user: null; isAdmin: false }
  | { status: 'signed-in'; user: SignedInUser; isAdmin: boolean };

type AuthStore = AuthState & {
  setSignedIn: (user: SignedInUser, isAdmin: boolean) => void;
  setSignedOut: () => void;
};

export const useAuthStore = create<AuthStore>((set) => ({
  status: 'loading',
  user: null,
  isAdmin: false,
  setSignedIn: (user, isAdmin) => set({ status: 'signed-in', user, isAdmin }),
  setSignedOut: () => set({ status: 'signed-out', user: null, isAdmin: false }),
}));
