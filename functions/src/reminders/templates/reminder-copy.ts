import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  chanceInTen,
  formatMeasurement,
  formatSizeForMarket,
  isolated,
  isRouteLanguage,
  languages,
  type MarketCode,
  type MeasurementSystem,
  type RouteLanguage,
  type Season,
} from '@sprout/core';
import type { ReminderType } from '@sprout/core';
import { i18nFor } from '../../i18n';
import type { EmailFact, ReminderEmailModel } from './reminder-email.types';
import type { ForecastFit, ReminderChild, UnsubscribeLinks } from './reminder-template.types';

/** What every reminder needs to write in the parent's language. */
export type ReminderLocale = {
  i18n: I18n;
  /** BCP 47 tag for numbers and dates ("sv-SE"). */
  intl: string;
  dir: 'ltr' | 'rtl';
  /** The route language of the links (`/sv/...`). */
  route: RouteLanguage;
};

export function reminderLocale(language: string): ReminderLocale {
  const route: RouteLanguage = isRouteLanguage(language) ? language : 'en-US';
  const { i18n, intl } = i18nFor(route);
  return { i18n, intl, dir: languages[route].dir, route };
}

/** A season's name as a heading writes it ("Spring"). */
export function seasonName(i18n: I18n, season: Season): string {
  switch (season) {
    case 'spring':
      return i18n._(msg`Spring`);
    case 'summer':
      return i18n._(msg`Summer`);
    case 'autumn':
      return i18n._(msg`Autumn`);
    case 'winter':
      return i18n._(msg`Winter`);
  }
}

/** "in autumn" as a whole phrase (the words around a season differ by season and language). */
function seasonPhrase(i18n: I18n, season: Season): string {
  switch (season) {
    case 'spring':
      return i18n._(msg`in spring`);
    case 'summer':
      return i18n._(msg`in summer`);
    case 'autumn':
      return i18n._(msg`in autumn`);
    case 'winter':
      return i18n._(msg`in winter`);
  }
}

/**
 * The forecast's one statement, word for word the season page's (web ForecastChances): how many
 * of 10 children with this history fit the size in the season, at which likely heights. null for
 * a chance that is no probability.
 */
export function forecastStatement(
  { i18n, intl }: ReminderLocale,
  fit: ForecastFit,
  season: Season,
  market: MarketCode,
  system: MeasurementSystem,
): string | null {
  const chance = chanceInTen(fit.chance);
  if (!chance) return null;
  const size = isolated(
    formatSizeForMarket(market, fit.clothingSize, 'clothing', {
      ...(fit.clothingTable ? { table: fit.clothingTable } : {}),
      locale: intl,
    }),
  );
  const when = seasonPhrase(i18n, season);
  const low = isolated(formatMeasurement('height', fit.heightLowCm, system, intl).number);
  const high = isolated(formatMeasurement('height', fit.heightHighCm, system, intl).text);
  switch (chance.kind) {
    case 'about': {
      const tenths = chance.tenths;
      return i18n._(
        msg`${plural(tenths, { one: 'About # in 10 children', other: 'About # in 10 children' })} with this history fit size ${size} ${when}, at a likely height of ${low} to ${high}.`,
      );
    }
    case 'almost-all':
      return i18n._(
        msg`Almost all children with this history fit size ${size} ${when}, at a likely height of ${low} to ${high}.`,
      );
    case 'fewer-than-one':
      return i18n._(
        msg`Fewer than 1 in 10 children with this history fit size ${size} ${when}, at a likely height of ${low} to ${high}.`,
      );
  }
}

/** The app's addresses the e-mails link to (web/src/config/paths.ts). */
export function appLinks(appUrl: string, route: RouteLanguage) {
  const base = `${appUrl.replace(/\/+$/, '')}/${route}`;
  return {
    dashboard: `${base}/dashboard`,
    addChild: `${base}/add-child`,
    // With a child, the season page opens on that child (its ?child= query), not the first one.
    season: (season: Season, childId?: string) =>
      `${base}/season/${season}${childId === undefined ? '' : `?child=${encodeURIComponent(childId)}`}`,
    // The season page's product list (the anchor is its heading's id).
    seasonProducts: (season: Season) => `${base}/season/${season}#season-products-title`,
    settings: `${base}/settings`,
  };
}

type Sizes = Partial<
  Pick<ReminderChild, 'clothingSize' | 'shoeSize' | 'heightCm' | 'footLengthCm'>
>;

/**
 * A child's forecast as table rows: sizes in the market's size system (as the web's size cards
 * show them), lengths in the parent's units. Unknown values are left out.
 */
export function sizeFacts(
  { i18n, intl }: ReminderLocale,
  sizes: Sizes,
  market: MarketCode,
  system: MeasurementSystem,
): EmailFact[] {
  const facts: EmailFact[] = [];
  if (isKnown(sizes.clothingSize)) {
    facts.push({
      label: i18n._(msg`Clothing size`),
      value: formatSizeForMarket(market, sizes.clothingSize, 'clothing', { locale: intl }),
    });
  }
  if (isKnown(sizes.shoeSize)) {
    facts.push({
      label: i18n._(msg`Shoe size`),
      value: formatSizeForMarket(market, sizes.shoeSize, 'shoes', { locale: intl }),
    });
  }
  if (isKnown(sizes.heightCm)) {
    facts.push({
      label: i18n._(msg`Height`),
      value: formatMeasurement('height', sizes.heightCm, system, intl).text,
    });
  }
  if (isKnown(sizes.footLengthCm)) {
    facts.push({
      label: i18n._(msg`Foot length`),
      value: formatMeasurement('footLength', sizes.footLengthCm, system, intl).text,
    });
  }
  return facts;
}

function isKnown(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The footer: why this e-mail came, and the way out of this reminder type only. */
export function reminderFooter(
  { i18n, route }: ReminderLocale,
  type: ReminderType,
  appUrl: string,
  unsubscribe: UnsubscribeLinks,
): ReminderEmailModel['footer'] {
  const settings = { label: i18n._(msg`E-mail settings`), href: appLinks(appUrl, route).settings };
  if (type === 'season') {
    return {
      reason: i18n._(
        msg`You receive this e-mail because season reminders are on in your Sprout settings.`,
      ),
      unsubscribe: {
        label: i18n._(msg`Unsubscribe from season reminders`),
        href: unsubscribe.https,
      },
      settings,
    };
  }
  return {
    reason: i18n._(
      msg`You receive this e-mail because birthday reminders are on in your Sprout settings.`,
    ),
    unsubscribe: {
      label: i18n._(msg`Unsubscribe from birthday reminders`),
      href: unsubscribe.https,
    },
    settings,
  };
}

/** The greeting and sign-off the welcome e-mail uses too (same messages, same translations). */
export function greeting(i18n: I18n, parentName: string): string {
  const name = parentName.trim();
  return name === '' ? i18n._(msg`Hi,`) : i18n._(msg`Hi ${name},`);
}

export function signOff(i18n: I18n): string {
  return i18n._(msg`Happy growing, the Sprout team`);
}
