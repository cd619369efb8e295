import type { ManifestOptions } from 'vite-plugin-pwa';

/** The install manifest. Icons are rendered from web/public/favicon.svg by scripts/make-icons.mjs. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Sprout: growth and sizes',
  short_name: 'Sprout',
  description:
    'Track your child’s height, weight and foot length, see today’s clothing and shoe sizes and what will fit next season.',
  id: '/',
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
