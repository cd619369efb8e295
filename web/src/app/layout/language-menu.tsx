import { appPaths } from '../../config/paths';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { languageMenuGroups, languages, markets, type MarketCode } from '@sprout/core';
import { useRouteLanguage } from '../../lib/use-route-language';
import { readPreferredMarket, storePreferredLanguage } from '../../lib/preferred-language';
import { useAuthStore } from '../../stores/auth-store';

const groupNames: Record<string, MessageDescriptor> = {
  'region.nordic': msg`Nordic`,
  'region.europe': msg`Europe`,
  'region.northAmerica': msg`North America`,
  'region.asiaPacific': msg`Asia-Pacific`,
};

/**
 * The markets' country names in the page's language, as CLDR writes them (the catalogs hold
 * Intl.DisplayNames' own names; language-menu.test.tsx checks they still match). Not asked of
 * Intl.DisplayNames at render: its first use loads the region table, 30 to 80 ms of a fresh
 * page's main thread on this project's test machine, on every page, for a menu below the fold
 * (issue 34).
 */
export const countryNames: Record<MarketCode, MessageDescriptor> = {
  SE: msg`Sweden`,
  NO: msg`Norway`,
  DK: msg`Denmark`,
  FI: msg`Finland`,
  FR: msg`France`,
  GB: msg`United Kingdom`,
  DE: msg`Germany`,
  IT: msg`Italy`,
  ES: msg`Spain`,
  NL: msg`Netherlands`,
  PL: msg`Poland`,
  US: msg`United States`,
  CA: msg`Canada`,
  JP: msg`Japan`,
  AU: msg`Australia`,
  SG: msg`Singapore`,
  SA: msg`Saudi Arabia`,
};

/**
 * The footer's language menu: markets grouped as the spec says, each with its country name (in
 * the page's language) and language. Choosing one rewrites the first path segment and remembers
 * the market (SG and GB share English but not currency), in the profile too when someone is
 * signed in.
 */
export function LanguageMenu() {
  const lang = useRouteLanguage();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const current = readPreferredMarket(lang);

  const choose = (code: MarketCode) => {
    const next = markets[code].language;
    storePreferredLanguage(next, code);
    // A signed-in user's country lives in the profile (products, prices, reminders): it follows.
    const uid = useAuthStore.getState().user?.uid;
    if (uid) {
      void import('../../features/settings/api/profile')
        .then(({ saveProfileSettings }) =>
          saveProfileSettings(uid, { language: next, locale: code }),
        )
        .catch(() => undefined);
    }
    navigate(appPaths.inLanguage(next, location));
  };

  return (
    <div className="language-menu">
      <label htmlFor={id}>{t`Language and country`}</label>
      <select id={id} value={current} onChange={(e) => choose(e.target.value as MarketCode)}>
        {languageMenuGroups.map((group) => (
          <optgroup key={group.nameKey} label={i18n._(groupNames[group.nameKey] ?? msg`Other`)}>
            {group.codes.map((code) => (
              <option key={code} value={code}>
                {/* No flag emoji: without an emoji font they show as empty boxes (issue 30). */}
                {`${i18n._(countryNames[code])} · ${languages[markets[code].language].nativeName}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
