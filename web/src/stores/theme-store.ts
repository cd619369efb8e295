import { create } from 'zustand';

export type Theme = 'light' | 'dark';

/** localStorage key of the spec. index.html reads it before the first paint (no flash). */
const storageKey = 'theme';

function initialTheme(): Theme {
  // index.html has already resolved stored value -> system preference into data-theme.
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Storage unavailable (private mode): the theme still applies for this visit.
  }
}

type ThemeStore = { theme: Theme; toggle: () => void };

export const useThemeStore = create<ThemeStore>((set, get) => ({
  theme: initialTheme(),
  toggle: () => {
    const next: Theme = get().theme === 'dark' ? 'light' : 'dark';
    apply(next);
    set({ theme: next });
  },
}));
