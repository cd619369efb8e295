import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The install manifest. Icons are rendered from web/public/favicon.svg by scripts/make-icons.mjs.
 * `start_url` is the root, which opens the language the parent last used (the stored
 * preferred-locale, else the browser's), so one installed app serves every language; the scope
 * covers every language's pages. A manifest has one theme and background colour: the light
 * theme's; index.html's theme-color metas give the dark theme's bar colour, and the page itself
 * paints its background before the first frame (theme-init.js).
 */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Sprout: growth and sizes',
  short_name: 'Sprout',
  description:
    'Track your child’s height, weight and foot length, see today’s clothing and shoe sizes and what will fit next season.',
  id: '/',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f7faf5',
  theme_color: '#2f7d4f',
  categories: ['lifestyle', 'health', 'shopping'],
  icons: [
    { src: '/icons/icon-64.png', sizes: '64x64', type: 'image/png' },
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
