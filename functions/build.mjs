// Bundles the functions with @sprout/core into lib/index.js (firebase deploy uploads only this
// folder, firebase-tools#653). Lingui macros are compiled by SWC with the same plugin as the web app.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { transform } from '@swc/core';

const here = new URL('.', import.meta.url).pathname;

/** @type {import('esbuild').Plugin} */
const linguiMacros = {
  name: 'lingui-macros',
  setup(builder) {
    builder.onLoad({ filter: /\/(functions|core)\/src\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('@lingui/core/macro')) return undefined;
      const { code } = await transform(source, {
        filename: args.path,
        jsc: {
          parser: { syntax: 'typescript', tsx: args.path.endsWith('.tsx') },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
        },
        module: { type: 'es6' },
      });
      return { contents: code, loader: 'js' };
    });
  },
};

await build({
  entryPoints: [`${here}src/index.ts`],
  outfile: `${here}lib/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Installed from functions/package.json at deploy time; everything else is bundled. React stays
  // outside so react-dom/server is required only when an e-mail template first renders.
  external: ['firebase-admin', 'firebase-functions', 'nodemailer', 'otpauth', 'react', 'react-dom'],
  jsx: 'automatic',
  plugins: [linguiMacros],
  logLevel: 'warning',
});
console.log('functions: built lib/index.js');
