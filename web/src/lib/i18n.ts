import { i18n, type Messages } from '@lingui/core';
import { languages, type CatalogLanguage, type RouteLanguage } from '@sprout/core';

/**
 * Each language has two catalogs, each its own lazy chunk (lingui.config.ts):
 * - the shell (header, footer, banners, the landing), which a page's first paint waits for; and
 * - the pages' texts, which load together with the first lazy page (`withPageCatalog`).
 * No catalog rides in the main bundle, so a visitor downloads only their own language (issue 18).
 * The shell catalogs are precached by the service worker (vite.config.ts), so the installed app
 * opens offline in every language.
 */
type Catalog = () => Promise<{ messages: Messages }>;
const shellCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/shell.po');
const pageCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

// Until a catalog arrives the pages draw no text; English keeps Lingui's formatting working.
i18n.load('en', {});
i18n.activate('en');

const loaded = new Map<string, Promise<void>>();

function loadOnce(kind: 'shell' | 'messages', catalog: CatalogLanguage): Promise<void> {
  const key = `${kind}:${catalog}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load: Catalog | undefined = (kind === 'shell' ? shellCatalogs : pageCatalogs)[
      `../locales/${catalog}/${kind}.po`
    ];
    if (!load) return Promise.reject(new Error(`No ${kind} catalog for ${catalog}`));
    loading = load().then(({ messages }) => {
      // Lingui merges the catalogs of one locale.
      i18n.load(catalog, messages);
    });
    // A failed download (offline) may be retried by the next call.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Set once a page needed its texts: from then on a language switch brings them along. */
let pagesWanted = false;

/** Loads and activates the catalog of a route language, and sets `<html lang dir>`. */
export async function activateLanguage(route: RouteLanguage) {
  const info = languages[route];
  await Promise.all([
    loadOnce('shell', info.catalog),
    pagesWanted ? loadOnce('messages', info.catalog) : undefined,
  ]);
  i18n.activate(info.catalog);
  document.documentElement.lang = info.catalog;
  document.documentElement.dir = info.dir;
}

/** The pages' texts of the active language (they arrive with the first lazy page). */
export async function loadPageCatalog() {
  pagesWanted = true;
  const catalog = i18n.locale as CatalogLanguage;
  await loadOnce('messages', catalog);
  // Re-activating makes Lingui tell its subscribers (I18nProvider) that the messages changed.
  i18n.activate(catalog);
}

/** A lazy page's module, fetched together with the pages' texts so it never draws untranslated. */
export async function withPageCatalog<T>(page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadPageCatalog()]);
  return module;
}

export { i18n };
