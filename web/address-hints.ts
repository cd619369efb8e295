import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { languages, routeLanguages } from '../core/src/locale/languages';

type Options = {
  /** The landing page's largest picture (its first slide), fetched at once on that page alone. */
  landingImage: string;
};

/**
 * What a page's first paint needs from its address, before the app's code has arrived. This
 * plugin appends to the built `theme-init.js` (already a blocking script in <head>: no extra
 * request) a few lines that read the language in the address and:
 * - set `<html lang dir>`, so the frame index.html paints (app/layout/shell-frame.tsx) is already
 *   mirrored in Arabic, and no element moves when the app sets them again;
 * - preload that language's shell catalog (web/src/lib/i18n.ts), which the app's code could ask
 *   for only once it has arrived and run: one round trip less on a slow phone (issue 18);
 * - on the landing page, preload its first slide, its largest element, which the browser would
 *   otherwise find only once the landing's code has drawn it (issue 34).
 * A path without a language changes nothing.
 */
export function addressHints({ landingImage }: Options): Plugin {
  const files = new Map<string, string>();
  let outDir = '';
  return {
    name: 'sprout-address-hints',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const catalog = /\/locales\/([^/]+)\/shell\.po$/.exec(output.facadeModuleId ?? '')?.[1];
        if (catalog) files.set(catalog, output.fileName);
      }
    },
    writeBundle() {
      const byLanguage: Record<string, [lang: string, dir: string, catalog: string]> = {};
      for (const route of routeLanguages) {
        const { catalog, dir } = languages[route];
        const file = files.get(catalog);
        if (!file) throw new Error(`address-hints: no shell catalog chunk for ${catalog}`);
        byLanguage[route] = [catalog, dir, `/${file}`];
      }
      const script = join(outDir, 'theme-init.js');
      const hint = [
        '',
        '// Added by the build (web/address-hints.ts): what the first paint needs from the address.',
        '(function () {',
        "  var segments = location.pathname.split('/');",
        `  var language = ${JSON.stringify(byLanguage)}[segments[1]];`,
        '  if (!language) return;',
        '  var root = document.documentElement;',
        '  root.lang = language[0];',
        '  root.dir = language[1];',
        '  function hint(rel, href, as) {',
        "    var link = document.createElement('link');",
        '    link.rel = rel;',
        '    link.href = href;',
        '    if (as) link.as = as;',
        '    document.head.appendChild(link);',
        '  }',
        "  hint('modulepreload', language[2]);",
        "  if (!segments[2]) hint('preload', " + JSON.stringify(landingImage) + ", 'image');",
        '})();',
        '',
      ].join('\n');
      writeFileSync(script, readFileSync(script, 'utf8') + hint);
    },
  };
}
