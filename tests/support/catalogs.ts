import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languages, type RouteLanguage } from '@sprout/core';

type Kind = 'messages' | 'shell' | 'auth';

const locales = fileURLToPath(new URL('../../web/src/locales/', import.meta.url));
const read = new Map<string, Map<string, string>>();

/** A catalog's one-line entries: msgid to msgstr. */
function entries(catalog: string, kind: Kind): Map<string, string> {
  const key = `${catalog}/${kind}`;
  let found = read.get(key);
  if (!found) {
    found = new Map();
    const text = readFileSync(`${locales}${catalog}/${kind}.po`, 'utf8');
    for (const [, id, str] of text.matchAll(
      /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm,
    )) {
      if (id && str) found.set(id.replaceAll('\\"', '"'), str.replaceAll('\\"', '"'));
    }
    read.set(key, found);
  }
  return found;
}

/**
 * What the app writes for an English message on a page in `lang`, read from its own catalogs
 * (`kind` where the same message has another text there), with `{placeholders}` filled in: a
 * journey in Swedish or Arabic finds the page's words without copying the translations.
 */
export function translated(
  lang: RouteLanguage,
  english: string,
  values: Record<string, string> = {},
  kind: Kind = 'messages',
): string {
  const text = entries(languages[lang].catalog, kind).get(english);
  if (text === undefined) throw new Error(`No ${kind} message "${english}" for ${lang}`);
  return text.replaceAll(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
