import { i18n } from '@lingui/core';
import { languages, type CatalogLanguage, type RouteLanguage } from '@sprout/core';
import { messages as englishMessages } from '../locales/en/messages.po';

// English ships in the main bundle so the first (and an offline) load never waits for a catalog.
i18n.load('en', englishMessages);
i18n.activate('en');

// Every other catalog is its own lazy chunk.
const catalogs = import.meta.glob<{ messages: typeof englishMessages }>([
  '../locales/*/messages.po',
  '!../locales/en/messages.po',
]);
const loaded = new Set<CatalogLanguage>(['en']);

async function loadCatalog(catalog: CatalogLanguage) {
  if (loaded.has(catalog)) return;
  const load = catalogs[`../locales/${catalog}/messages.po`];
  if (!load) throw new Error(`No catalog for ${catalog}`);
  const { messages } = await load();
  i18n.load(catalog, messages);
  loaded.add(catalog);
}

/** Loads and activates the catalog of a route language, and sets `<html lang dir>`. */
export async function activateLanguage(route: RouteLanguage) {
  const info = languages[route];
  await loadCatalog(info.catalog);
  i18n.activate(info.catalog);
  document.documentElement.lang = info.catalog;
  document.documentElement.dir = info.dir;
}

export { i18n };
