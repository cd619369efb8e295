import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './web/pwa-manifest';
import { addressHints } from './web/address-hints';
import { firstSlideImage } from './web/src/features/landing/components/first-slide';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** SWC with the Lingui macro plugin (PLATFORM.md setup a: @swc/core pinned to 1.16.18). */
export const reactWithLingui = () =>
  react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] });

/**
 * Lazy chunks the frame of every page asks for right after its first paint: the shell catalogs
 * of every language (lib/i18n.ts), Firebase with Auth (lib/firebase-loader.ts), the update prompt,
 * and what runs while signed in (app/signed-in-sync.tsx, the sync failure report).
 */
const lazyShell = new RegExp(
  '/web/src/(' +
    [
      'locales/[^/]+/shell\\.po',
      'lib/firebase\\.ts',
      'lib/page-catalogs\\.ts',
      'components/pwa/reload-prompt\\.tsx',
      'components/sync/sync-failures\\.tsx',
      'app/signed-in-sync\\.tsx',
    ].join('|') +
    ')$',
);

/**
 * The forms a parent opens on the dashboard (formik and yup with them). They must work offline
 * before anyone has opened them, so the service worker precaches what they add to the dashboard's
 * own chunks (those are cached when the dashboard is first used); the dashboard itself no longer
 * fetches and runs them once it has settled, which cost its main thread and bytes (issue 34).
 */
const offlineForms = new RegExp(
  '/web/src/features/(' +
    [
      'measurements/components/measurement-form\\.tsx',
      'children/components/edit-child-dialog\\.tsx',
    ].join('|') +
    ')$',
);
const dashboardPage = /\/web\/src\/app\/routes\/dashboard-page\.tsx$/;

/**
 * The app shell: the entry chunk and the lazy shell chunks above, everything they import statically
 * and their CSS: what the landing page and the frame of every page need, so the installed app opens
 * offline in any language, signed in. The service worker precaches these, and what the offline
 * forms add to the dashboard (above); every other chunk (pages, their catalogs, Firestore, the
 * admin area, the chart) is cached the first time it is used (`runtimeCaching` below).
 */
function appShell(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'sprout-app-shell',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      /** The chunks matching `test`, with everything they import statically and their CSS. */
      const closure = (test: (chunk: { isEntry: boolean; moduleIds: string[] }) => boolean) => {
        const found = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (found.has(name) || chunk?.type !== 'chunk') return;
          found.add(name);
          chunk.viteMetadata?.importedCss.forEach((css) => found.add(css));
          chunk.imports.forEach(visit);
        };
        for (const [name, output] of Object.entries(bundle))
          if (output.type === 'chunk' && test(output)) visit(name);
        return found;
      };
      const shellFiles = closure(
        (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => lazyShell.test(id)),
      );
      const dashboardFiles = closure((chunk) =>
        chunk.moduleIds.some((id) => dashboardPage.test(id)),
      );
      const formFiles = closure((chunk) => chunk.moduleIds.some((id) => offlineForms.test(id)));
      shellFiles.forEach((name) => files.add(name));
      formFiles.forEach((name) => {
        if (!dashboardFiles.has(name)) files.add(name);
      });
    },
  };
}

/**
 * The entry chunks' file names, recorded before Vite writes each lazy import's preload list
 * (`modulePreload.resolveDependencies` below reads them).
 */
function entryChunks(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'sprout-entry-chunks',
    apply: 'build',
    files,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        files.clear();
        for (const [name, output] of Object.entries(bundle))
          if (output.type === 'chunk' && output.isEntry) files.add(name);
      },
    },
  };
}

const shell = appShell();
const entries = entryChunks();
const yearSeconds = 60 * 60 * 24 * 365;

export default defineConfig({
  root: 'web',
  envDir: rootDir,
  publicDir: 'public',
  plugins: [
    reactWithLingui(),
    lingui(),
    shell,
    entries,
    addressHints({ landingImage: firstSlideImage }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      // globPatterns below already take every icon and the favicon; listing them again doubled them.
      includeManifestIcons: false,
      workbox: {
        navigateFallback: '/index.html',
        // Firebase's reserved URLs, emulator endpoints, the hosting rewrite to the reminder
        // unsubscribe function and the admin's e-mail preview page (firebase.json gives it a policy
        // of its own) are never app routes.
        navigateFallbackDenylist: [
          /^\/__/,
          /^\/emulator\//,
          /^\/unsubscribe/,
          /^\/email-preview\.html$/,
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The e-mail preview is for admins, online only: no parent's phone stores it.
        globIgnores: ['catalog/**', 'email-preview.*'],
        // Of the hashed chunks only the shell is precached (see appShell); the rest on first use.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url),
            ),
            warnings: [],
          }),
        ],
        // The first installation takes over the open page, so the chunks it loads next are cached
        // (an update still waits for the parent's Reload: registerType 'prompt').
        clientsClaim: true,
        // Caches the chunks the page loaded before the worker took over (public/sw-cache-loaded.js).
        importScripts: ['/sw-cache-loaded.js'],
        runtimeCaching: [
          {
            // Hashed file names never change content: pages, Firestore, catalogs, the chart.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'app-chunks',
              expiration: { maxEntries: 200, maxAgeSeconds: yearSeconds },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/catalog/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'catalog-images',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
          {
            // Shops' product pictures (any https host): kept two weeks, at most 100, and dropped
            // first if the browser runs out of room (opaque answers count large in its quota).
            urlPattern: ({ request, sameOrigin }) => !sameOrigin && request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'product-images',
              expiration: {
                maxEntries: 100,
                maxAgeSeconds: 60 * 60 * 24 * 14,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
      devOptions: { enabled: process.env.VITE_PWA_DEV === 'true' },
    }),
  ],
  resolve: {
    // react-apexcharts/core and apexcharts/line must share one ApexCharts instance.
    dedupe: ['apexcharts'],
    // Firestore's pipeline regex evaluation, which Sprout never runs: web/src/lib/re2js-stub.ts.
    alias: [{ find: /^re2js$/, replacement: `${rootDir}web/src/lib/re2js-stub.ts` }],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // Every browser Sprout supports preloads modules natively; the polyfill cost every page bytes.
      polyfill: false,
      // What the entry imports lazily (the pages, at start-up and on a first visit from another
      // page) gets no `modulepreload` links for its JavaScript (its CSS keeps them, so nothing
      // paints unstyled): the browser fetches the chunk's imports as it parses it. The dashboard's
      // ~40 links, added in one task after its first paint, were the longest task there (issue 34,
      // README: TBT 112 -> 47 ms, median of 20 runs); its sizes show 130-170 ms later at a 562 ms
      // round trip while its chunks are not cached yet. What a page imports when the parent opens
      // it (the chart, a form) keeps its links.
      resolveDependencies: (_file, deps, { hostId }) => (entries.files.has(hostId) ? [] : deps),
    },
    // Firestore (about 560 KB before gzip) is one lazy chunk, loaded after the first page.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically, in the entry's chunk: the first paint of every page
          // waited on five module files beside the CSS (React, its JSX runtime and the preload
          // helper each a file), where a phone opens six connections to a host (issue 34).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
