#!/usr/bin/env node
// `npm run size [-- --no-build] [-- --verbose] [-- --dist=DIR]`: the JavaScript each route needs before its first
// paint, against its budget (issue 18). Builds the web app once (emulator mode, with Vite's
// manifest), then follows each route's static imports through dist/.vite/manifest.json: the entry
// chunk, the route's lazy page chunk and the visited language's catalogs (the shell's, and the
// page's own: web/src/lib/i18n.ts), each with everything it imports statically. Those bytes are the route's first load. What the page then fetches on its own
// (Firebase and Auth once the landing is visible, Firestore once the dashboard's shell is drawn, the
// chart) is listed apart as "then" and has no budget. Exits 1 when a route is over budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
// `--dist=DIR` measures another build (one made with `vite build --manifest`), e.g. an older commit's.
const distArg = args.find((arg) => arg.startsWith('--dist='));
const dist = distArg ? distArg.slice('--dist='.length) : join(root, 'dist');
const verbose = args.includes('--verbose');

/** Manifest keys are paths relative to Vite's root (web/); the visit is in English (en-US). */
const shellCatalog = 'src/locales/en/shell.po';
const pageCatalog = 'src/locales/en/messages.po';
const authCatalog = 'src/locales/en/auth.po';
/** The loaders of the pages' catalogs (web/src/lib/page-catalogs.ts), fetched with a lazy page. */
const pageCatalogLoaders = 'src/lib/page-catalogs.ts';
const routes = [
  {
    name: 'landing /en-US',
    budgetKb: 100,
    modules: ['src/features/landing/components/landing-page.tsx', shellCatalog],
    then: ['chunk:firebase'],
  },
  {
    name: 'sign-in /en-US/signin',
    budgetKb: 140,
    modules: [
      'src/features/auth/components/signin-page.tsx',
      shellCatalog,
      pageCatalogLoaders,
      authCatalog,
    ],
    then: ['chunk:firebase'],
  },
  {
    name: 'dashboard /en-US/dashboard',
    budgetKb: 260,
    modules: ['src/app/routes/dashboard-page.tsx', shellCatalog, pageCatalogLoaders, pageCatalog],
    then: [
      'chunk:firebase',
      '../node_modules/firebase/firestore/dist/esm/index.esm.js',
      'src/components/charts/line-chart.tsx',
    ],
  },
];

if (!args.includes('--no-build') && !distArg) {
  // Vite's own warnings (chunk sizes, config loader) go unprinted unless the build fails.
  const build = spawnSync(
    'npx',
    ['--no-install', 'vite', 'build', '--mode', 'emulator', '--manifest', '--logLevel', 'error'],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    process.exit(1);
  }
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The Vite manifest names no entry chunk');

/** The chunk and every chunk it imports statically, added to `into`. */
/**
 * A manifest key, or `chunk:NAME` for a shared chunk (keyed `_NAME-hash.js`: lib/firebase.ts is
 * shared by the pages that import it statically).
 */
function resolveKey(route, name) {
  const key = name.startsWith('chunk:')
    ? Object.keys(manifest).find((k) => k.startsWith(`_${name.slice('chunk:'.length)}-`))
    : name;
  if (!key || !manifest[key]) throw new Error(`${route.name}: no chunk ${name} in the manifest`);
  return key;
}

function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizes.get(file);
}

function total(keys) {
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const sum = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return { sum, files };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (text, width, right = false) =>
  right ? String(text).padStart(width) : String(text).padEnd(width);

console.log(
  `${pad('route', 28)}${pad('files', 6, true)}${pad('raw KB', 9, true)}${pad('gzip KB', 9, true)}` +
    `${pad('brotli KB', 11, true)}${pad('budget', 8, true)}  ${pad('then (gzip KB)', 16)}`,
);
let over = 0;
for (const route of routes) {
  const first = closure(entryKey);
  for (const module of route.modules) {
    if (manifest[module]) {
      closure(module, first);
      continue;
    }
    // A module that is no chunk of its own was bundled into one the route already loads (the
    // entry, say); a path that names no file is a mistake in this list.
    if (!existsSync(join(root, 'web', module))) throw new Error(`${route.name}: no ${module}`);
  }
  const later = new Set();
  for (const name of route.then) {
    closure(resolveKey(route, name), later);
  }
  for (const key of first) later.delete(key);
  const { sum, files } = total(first);
  const then = total(later).sum;
  const ok = sum.gzip <= route.budgetKb * 1024;
  if (!ok) over++;
  console.log(
    `${pad(route.name, 28)}${pad(sum.files, 6, true)}${pad(kb(sum.raw), 9, true)}` +
      `${pad(kb(sum.gzip), 9, true)}${pad(kb(sum.brotli), 11, true)}${pad(route.budgetKb, 8, true)}` +
      `  ${pad(`+${kb(then.gzip)} in ${then.files}`, 16)}${ok ? '' : '  OVER BUDGET'}`,
  );
  if (verbose || !ok) {
    const largest = files
      .map((file) => ({ file, ...sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8);
    for (const { file, gzip } of largest) console.log(`    ${pad(kb(gzip), 7, true)}  ${file}`);
  }
}
if (over > 0) {
  console.error(`${over} route(s) over their first-load budget (gzip KB of JavaScript).`);
  process.exit(1);
}
