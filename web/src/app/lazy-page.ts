import { lazy, type ComponentType } from 'react';
import type { RouteLanguage } from '@sprout/core';
import { preloadCatalogs, withPageCatalog, type PageTexts } from '../lib/i18n';

/**
 * A page loaded on its first visit, its code and its texts together. `preload` starts both before
 * React asks for them: for the page the address names, at start-up, in parallel with the shell's
 * catalog instead of after it (issue 18).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  texts: PageTexts = 'messages',
) {
  const Page = lazy(() => withPageCatalog(load(), texts));
  return Object.assign(Page, {
    preload(lang: RouteLanguage) {
      // A failure here is met again, and shown, when the page itself asks.
      load().catch(() => undefined);
      preloadCatalogs(lang, texts);
    },
  });
}
