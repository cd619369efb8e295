import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './web/pwa-manifest';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** SWC with the Lingui macro plugin (PLATFORM.md setup a: @swc/core pinned to 1.16.18). */
export const reactWithLingui = () =>
  react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] });

export default defineConfig({
  root: 'web',
  envDir: rootDir,
  publicDir: 'public',
  plugins: [
    reactWithLingui(),
    lingui(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      workbox: {
        navigateFallback: '/index.html',
        // Firebase's reserved URLs, emulator endpoints and the hosting rewrite to the reminder
        // unsubscribe function (firebase.json) are never app routes.
        navigateFallbackDenylist: [/^\/__/, /^\/emulator\//, /^\/unsubscribe/],
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The chart library (the heaviest chunk) is fetched when a chart is first opened, then cached.
        globIgnores: ['catalog/**', 'assets/line-chart-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/assets\/line-chart-.*\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'charts',
              expiration: { maxEntries: 4, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/catalog/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'catalog-images',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
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
    // Firestore (about 560 KB before gzip) is one lazy chunk, loaded after the first page.
    chunkSizeWarningLimit: 600,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
