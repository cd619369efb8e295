import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

// Registered when the module loads (with the app), since the browser may offer before any page
// that shows the button is drawn; holding the event keeps the browser's own mini-bar away.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

/** The browser's pending install offer, or null (not offered, or installed already). */
export function useInstallOffer(): { install: () => Promise<void> } | null {
  const event = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offered,
  );
  if (!event) return null;
  return {
    install: async () => {
      await event.prompt();
      await event.userChoice;
      // An offer can be used once; the browser offers again later if it was dismissed.
      offered = null;
      changed();
    },
  };
}

/** Safari on iPhone and iPad has no install offer: Share, then Add to Home Screen. */
export function isIosSafariInBrowser(
  userAgent = navigator.userAgent,
  standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true,
): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && !otherBrowser && !standalone && /Safari/.test(userAgent);
}
