#!/usr/bin/env node
// `npm run size [-- --no-build] [-- --verbose] [-- --dist=DIR]`: the JavaScript each route needs before its first
// paint, against its budget (issue 18). Builds the web app once (emulator mode, with Vite's
// manifest), then follows each route's static imports through dist/.vite/manifest.json: the entry
// chunk, the route's lazy page chunk and the visited language's catalogs (the shell's, and the
// page's own: web/src/lib/i18n.ts), each with everything it imports statically. Those bytes are the route's first load. What the page then fetches on its own
// (Firebase and Auth once the landing is visible, Firestore, Functions and App Check once the
// dashboard's shell is drawn) is listed apart as "then"; a route with a `totalBudgetKb` has a
// budget for both together too (issue 34: the dashboard). What loads only when the user asks for
// it (the growth chart, opened by the parent) is "on demand", outside every budget. Exits 1 when a
// route is over a budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
    // Everything the dashboard runs before the parent touches it (issue 34: 472 KB measured).
    totalBudgetKb: 350,
    modules: ['src/app/routes/dashboard-page.tsx', shellCatalog, pageCatalogLoaders, pageCatalog],
    then: [
      'chunk:firebase',
      '../node_modules/firebase/firestore/dist/esm/index.esm.js',
      // The season products' call, and App Check where a project has it (lib/app-check.ts).
      '../node_modules/firebase/functions/dist/esm/index.esm.js',
      '../node_modules/firebase/app-check/dist/esm/index.esm.js',
      // What runs while signed in, and the update prompt (vite.config.ts's lazy shell).
      'src/app/signed-in-sync.tsx',
      'src/components/sync/sync-failures.tsx',
      'src/app/after-settle.tsx',
      '../node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
    ],
    // The chart and the forms load when the parent opens them (the service worker precaches the
    // forms for offline use: vite.config.ts, offlineForms).
    onDemand: [
      'src/components/charts/line-chart.tsx',
      'src/features/measurements/components/measurement-form.tsx',
      'src/features/children/components/edit-child-dialog.tsx',
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

/**
 * The emitted chunks whose source map lists `module` (a path relative to web/, as the manifest's
 * keys): where a module without a chunk of its own was bundled.
 */
let moduleChunks;
function chunksHolding(module) {
  if (!moduleChunks) {
    moduleChunks = new Map();
    for (const { file } of Object.values(manifest)) {
      const map = join(dist, `${file}.map`);
      if (!file.endsWith('.js') || !existsSync(map)) continue;
      for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
        const path = relative(join(root, 'web'), resolve(dirname(join(dist, file)), source));
        moduleChunks.set(path, [...(moduleChunks.get(path) ?? []), file]);
      }
    }
  }
  return moduleChunks.get(module) ?? [];
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
    `${pad('brotli KB', 11, true)}${pad('budget', 8, true)}  ${pad('then (gzip KB)', 16)}` +
    `${pad('total', 8, true)}${pad('budget', 8, true)}  on demand`,
);
let over = 0;
for (const route of routes) {
  const first = closure(entryKey);
  for (const module of route.modules) {
    if (manifest[module]) {
      closure(module, first);
      continue;
    }
    // A module that is no chunk of its own must have been bundled into one the route already
    // loads (the entry, say); anything else would leave its bytes out of the count unseen.
    if (!existsSync(join(root, 'web', module))) throw new Error(`${route.name}: no ${module}`);
    const holders = chunksHolding(module);
    if (!holders.some((file) => [...first].some((key) => manifest[key].file === file)))
      throw new Error(
        `${route.name}: ${module} is no chunk of its own, and ${
          holders.length ? `its chunk ${holders.join(', ')} is` : 'no chunk holding it is'
        } not in the route's first load: this list or the build's chunking changed`,
      );
  }
  const later = new Set();
  for (const name of route.then) {
    closure(resolveKey(route, name), later);
  }
  for (const key of first) later.delete(key);
  const asked = new Set();
  for (const name of route.onDemand ?? []) closure(resolveKey(route, name), asked);
  for (const key of [...first, ...later]) asked.delete(key);
  const { sum, files } = total(first);
  const then = total(later).sum;
  const onDemand = total(asked).sum;
  const all = sum.gzip + then.gzip;
  const firstOk = sum.gzip <= route.budgetKb * 1024;
  const totalOk = route.totalBudgetKb === undefined || all <= route.totalBudgetKb * 1024;
  if (!firstOk) over++;
  if (!totalOk) over++;
  console.log(
    `${pad(route.name, 28)}${pad(sum.files, 6, true)}${pad(kb(sum.raw), 9, true)}` +
      `${pad(kb(sum.gzip), 9, true)}${pad(kb(sum.brotli), 11, true)}${pad(route.budgetKb, 8, true)}` +
      `  ${pad(`+${kb(then.gzip)} in ${then.files}`, 16)}` +
      `${pad(kb(all), 8, true)}${pad(route.totalBudgetKb ?? '-', 8, true)}` +
      `  ${onDemand.files ? `+${kb(onDemand.gzip)} in ${onDemand.files}` : '-'}` +
      `${firstOk ? '' : '  OVER BUDGET (first load)'}${totalOk ? '' : '  OVER BUDGET (total)'}`,
  );
  if (verbose || !firstOk || !totalOk) {
    const largest = files
      .map((file) => ({ file, ...sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8);
    for (const { file, gzip } of largest) console.log(`    ${pad(kb(gzip), 7, true)}  ${file}`);
  }
}
if (over > 0) {
  console.error(`${over} budget(s) exceeded (gzip KB of JavaScript).`);
  process.exit(1);
}
