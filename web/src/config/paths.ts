import type { RouteLanguage, Season } from '@sprout/core';

/**
 * Every in-app address, built in one place (the router's patterns live in app/app.tsx). All
 * user routes start with the language segment (spec 2).
 */
export const appPaths = {
  home: (lang: RouteLanguage) => `/${lang}`,
  signIn: (lang: RouteLanguage, query: { error?: string; verified?: boolean } = {}) => {
    const search = new URLSearchParams();
    if (query.error !== undefined) search.set('error', query.error);
    if (query.verified) search.set('verified', '1');
    const text = search.toString();
    return `/${lang}/signin${text ? `?${text}` : ''}`;
  },
  signUp: (lang: RouteLanguage) => `/${lang}/signup`,
  forgotPassword: (lang: RouteLanguage) => `/${lang}/forgot-password`,
  resetPassword: (lang: RouteLanguage) => `/${lang}/reset-password`,
  termsAcceptance: (lang: RouteLanguage) => `/${lang}/terms-acceptance`,
  dashboard: (lang: RouteLanguage) => `/${lang}/dashboard`,
  addChild: (lang: RouteLanguage) => `/${lang}/add-child`,
  season: (lang: RouteLanguage, season: Season) => `/${lang}/season/${season}`,
  savedProducts: (lang: RouteLanguage) => `/${lang}/saved-products`,
  settings: (lang: RouteLanguage) => `/${lang}/settings`,
  share: (lang: RouteLanguage, token: string) => `/${lang}/share/${encodeURIComponent(token)}`,
  terms: (lang: RouteLanguage) => `/${lang}/terms`,
  privacy: (lang: RouteLanguage) => `/${lang}/privacy`,
  about: (lang: RouteLanguage) => `/${lang}/about`,
  /** The same page in another language: `/sv/settings?tab=x` -> `/fr/settings?tab=x`. */
  inLanguage: (lang: RouteLanguage, { pathname, search }: PageAddress) => {
    const rest = pathname.split('/').slice(2).join('/');
    return `/${lang}${rest ? `/${rest}` : ''}${search}`;
  },
  /** A page named without its language (`/dashboard`) under `lang`: `/en-US/dashboard`. */
  withLanguage: (lang: RouteLanguage, { pathname, search }: PageAddress) =>
    `/${lang}${pathname}${search}`,
} as const;

type PageAddress = { pathname: string; search: string };

/**
 * The router state of a return to a share link after signing up or in from it: the visitor asked
 * to follow the child there, so the share page follows it on arrival (issue 30).
 */
export const followOnArrival = { follow: true } as const;

export function isFollowOnArrival(state: unknown): boolean {
  return (state as { follow?: unknown } | null)?.follow === true;
}

/** The admin area's addresses: without a language segment (spec section 2, "Admin routes"). */
export const adminPaths = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  emailSettings: '/admin/email-settings',
  growthDebug: '/admin/growth-debug',
  twoFactor: '/admin/two-factor',
  activity: '/admin/activity',
} as const;
