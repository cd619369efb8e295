import type { MarketCode } from '@sprout/core';
import { useAuthStore } from '../stores/auth-store';
import { usePreferencesStore } from '../stores/preferences-store';
import { readPreferredMarket } from './preferred-language';
import { useRouteLanguage } from './use-route-language';

/**
 * The country whose products and prices a person sees (spec: recommendations "matched to the
 * user's country"): a signed-in user's profile country, whatever language the address is in (a
 * Swedish parent on /en-US still shops in Sweden, in kronor); a visitor's is the market of the
 * language menu. Undefined while it is not known yet (the session or the profile on its way), so
 * a list never asks for one country's products and then another's.
 */
export function useShoppingMarket(): MarketCode | undefined {
  const lang = useRouteLanguage();
  const status = useAuthStore((s) => s.status);
  const profileCountry = usePreferencesStore((s) => s.profileCountry);
  if (status === 'signed-out') return readPreferredMarket(lang);
  if (status === 'loading' || profileCountry === undefined) return undefined;
  return profileCountry ?? readPreferredMarket(lang);
}
