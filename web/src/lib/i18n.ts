import { i18n, type Messages } from '@lingui/core';
import { languages, type CatalogLanguage, type RouteLanguage } from '@sprout/core';

/**
 * Each language has four catalogs, each its own lazy chunk (lingui.config.ts):
 * - the shell (header, footer, banners, the landing), which a page's first paint waits for;
 * - the pages' texts, which load together with the first lazy page (`withPageCatalog`);
 * - the sign-in and sign-up pages' texts, and the legal pages' long texts, which load with those
 *   pages only.
 * No catalog rides in the main bundle, so a visitor downloads only their own language (issue 18).
 * The shell catalogs are precached by the service worker (vite.config.ts), so the installed app
 * opens offline in every language.
 */
type Catalog = () => Promise<{ messages: Messages }>;
type Kind = 'shell' | 'messages' | 'auth' | 'legal';
/** The catalogs a lazy page may need besides the shell's. */
export type PageTexts = Exclude<Kind, 'shell'>;
const shellCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/shell.po');

/** The loader of a catalog; the pages' loaders come in a chunk of their own (page-catalogs.ts). */
async function loaderOf(kind: Kind, catalog: CatalogLanguage): Promise<Catalog | undefined> {
  const path = `../locales/${catalog}/${kind}.po`;
  if (kind === 'shell') return shellCatalogs[path];
  const { pageCatalogs } = await import('./page-catalogs');
  return pageCatalogs[kind][path];
}

// Until a catalog arrives the pages draw no text; English keeps Lingui's formatting working.
i18n.load('en', {});
i18n.activate('en');

const loaded = new Map<string, Promise<void>>();

function loadOnce(kind: Kind, catalog: CatalogLanguage): Promise<void> {
  const key = `${kind}:${catalog}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loaderOf(kind, catalog).then(async (load) => {
      if (!load) throw new Error(`No ${kind} catalog for ${catalog}`);
      const { messages } = await load();
      // Lingui merges the catalogs of one locale.
      i18n.load(catalog, messages);
    });
    // A failed download (offline) may be retried by the next call.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The page catalogs needed so far: a language switch brings them along. */
const pagesWanted = new Set<PageTexts>();

/** Loads and activates the catalog of a route language, and sets `<html lang dir>`. */
export async function activateLanguage(route: RouteLanguage) {
  const info = languages[route];
  await Promise.all(['shell' as const, ...pagesWanted].map((kind) => loadOnce(kind, info.catalog)));
  // Lingui formats plural counts (#) with these locales: the page's Intl locale, so counts use
  // the same digits as every number the app formats itself (Arabic-Indic in Arabic).
  i18n.activate(info.catalog, [info.intl]);
  document.documentElement.lang = info.catalog;
  document.documentElement.dir = info.dir;
}

/** A page catalog of the active language (the pages' texts arrive with the first lazy page). */
export async function loadPageCatalog(texts: PageTexts = 'messages') {
  pagesWanted.add(texts);
  const catalog = i18n.locale as CatalogLanguage;
  await loadOnce(texts, catalog);
  // Re-activating makes Lingui tell its subscribers (I18nProvider) that the messages changed.
  i18n.activate(catalog, i18n.locales);
}

/** Starts downloading a language's shell catalog (and a page's texts), without activating them. */
export function preloadCatalogs(route: RouteLanguage, texts?: PageTexts) {
  const { catalog } = languages[route];
  for (const kind of texts ? (['shell', texts] as const) : (['shell'] as const))
    loadOnce(kind, catalog).catch(() => undefined);
}

/** A lazy page's module, fetched together with its texts so it never draws untranslated. */
export async function withPageCatalog<T>(
  page: Promise<T>,
  texts: PageTexts = 'messages',
): Promise<T> {
  const [module] = await Promise.all([page, loadPageCatalog(texts)]);
  return module;
}

export { i18n };
