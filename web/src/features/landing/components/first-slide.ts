/**
 * The landing page's first slide picture: its largest element, which the build has the browser
 * fetch before the app's code arrives (web/address-hints.ts). A module of its own, without Lingui's
 * macros, so vite.config.ts can read it.
 */
export const firstSlideImage = '/slides/instant-fit.svg';
