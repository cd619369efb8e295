import { afterAll, beforeAll, vi } from 'vitest';
import { i18n } from '../lib/i18n';

// The files of the `web shared graph` project share one module graph and one window
// (vitest.config.ts): each starts as a file of its own would, whatever ran before it.
beforeAll(() => {
  // A file that switched the language left Lingui in it; a fresh graph starts in English.
  i18n.activate('en');
  const root = document.documentElement;
  root.lang = '';
  root.dir = '';
  delete root.dataset.theme;
  sessionStorage.clear();
  localStorage.clear();
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});
