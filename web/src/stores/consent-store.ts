import { create } from 'zustand';

export type Consent = 'accepted' | 'rejected';

/** localStorage key and values of the spec. */
const storageKey = 'cookie-consent';

function readConsent(): Consent | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

type ConsentStore = {
  /** null until the visitor answers the banner. */
  consent: Consent | null;
  choose: (consent: Consent) => void;
  /** Forgets the answer, so the banner asks again (the footer's Cookie settings). */
  reset: () => void;
};

export const useConsentStore = create<ConsentStore>((set) => ({
  consent: readConsent(),
  choose: (consent) => {
    try {
      localStorage.setItem(storageKey, consent);
    } catch {
      // Without storage the choice holds for this visit only.
    }
    set({ consent });
  },
  reset: () => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
    set({ consent: null });
  },
}));
