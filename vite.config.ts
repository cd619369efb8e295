import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './web/pwa-manifest';
import { shellCatalogHint } from './web/shell-catalog-hint';

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
 * The app shell: the entry chunk and the lazy shell chunks above, everything they import statically
 * and their CSS: what the landing page and the frame of every page need, so the installed app opens
 * offline in any language, signed in. The service worker precaches these; every other chunk
 * (pages, their catalogs, Firestore, the admin area, the chart) is cached the first time it is used
 * (`runtimeCaching` below).
 */
function appShell(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'sprout-app-shell',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (files.has(name) || chunk?.type !== 'chunk') return;
        files.add(name);
        chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
        chunk.imports.forEach(visit);
      };
      for (const [name, output] of Object.entries(bundle))
        if (
          output.type === 'chunk' &&
          (output.isEntry || output.moduleIds.some((id) => lazyShell.test(id)))
        )
          visit(name);
    },
  };
}

const shell = appShell();
const yearSeconds = 60 * 60 * 24 * 365;

export default defineConfig({
  root: 'web',
  envDir: rootDir,
  publicDir: 'public',
  plugins: [
    reactWithLingui(),
    lingui(),
    shell,
    shellCatalogHint(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      // globPatterns below already take every icon and the favicon; listing them again doubled them.
      includeManifestIcons: false,
      workbox: {
        navigateFallback: '/index.html',
        // Firebase's reserved URLs, emulator endpoints and the hosting rewrite to the reminder
        // unsubscribe function (firebase.json) are never app routes.
        navigateFallbackDenylist: [/^\/__/, /^\/emulator\//, /^\/unsubscribe/],
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        globIgnores: ['catalog/**'],
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
  // react-apexcharts/core and apexcharts/line must share one ApexCharts instance.
  resolve: { dedupe: ['apexcharts'] },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser Sprout supports preloads modules natively; the polyfill cost every page bytes.
    modulePreload: { polyfill: false },
    // Firestore (about 560 KB before gzip) is one lazy chunk, loaded after the first page.
    chunkSizeWarningLimit: 600,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
