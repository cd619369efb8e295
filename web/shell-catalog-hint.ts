import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { languages, routeLanguages } from '../core/src/locale/languages';

/**
 * A page's first paint waits for its language's shell catalog (web/src/lib/i18n.ts), which the
 * app's code can ask for only once it has arrived and run. This plugin appends to the built
 * `theme-init.js` (already a blocking script in <head>: no extra request) a line that preloads that
 * catalog straight away, from the language in the address, in parallel with the app's code: one
 * round trip less before the first paint on a slow phone (issue 18). A path without a language
 * preloads nothing.
 */
export function shellCatalogHint(): Plugin {
  const files = new Map<string, string>();
  let outDir = '';
  return {
    name: 'sprout-shell-catalog-hint',
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
      const byLanguage: Record<string, string> = {};
      for (const route of routeLanguages) {
        const file = files.get(languages[route].catalog);
        if (file) byLanguage[route] = `/${file}`;
      }
      const script = join(outDir, 'theme-init.js');
      const hint = [
        '',
        '// Added by the build (web/shell-catalog-hint.ts): the shell catalog of the language in the',
        '// address, fetched now rather than after the app has loaded.',
        '(function () {',
        `  var file = ${JSON.stringify(byLanguage)}[location.pathname.split('/')[1]];`,
        '  if (!file) return;',
        "  var link = document.createElement('link');",
        "  link.rel = 'modulepreload';",
        '  link.href = file;',
        '  document.head.appendChild(link);',
        '})();',
        '',
      ].join('\n');
      writeFileSync(script, readFileSync(script, 'utf8') + hint);
    },
  };
}
