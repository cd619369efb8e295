import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  chanceInTen,
  dateTimeFormat,
  formatMeasurement,
  formatSizeForMarket,
  isolated,
  languages,
  type MarketCode,
  type Prediction,
  type Season,
  type SizeChange,
} from '@sprout/core';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import { useRouteLanguage } from '../../../lib/use-route-language';

/**
 * "in autumn" as a whole phrase: the words around a season differ by season and language (French
 * "au printemps" but "en été", Polish "jesienią"), so no sentence joins a preposition to a name.
 */
function useSeasonPhrase(season: Season, when: 'during' | 'start' | 'today'): string {
  const { t } = useLingui();
  // A size outgrown within the season fits at its start (or today), not all season long.
  if (when === 'today') return t`today`;
  if (when === 'start') {
    switch (season) {
      case 'spring':
        return t`at the start of spring`;
      case 'summer':
        return t`at the start of summer`;
      case 'autumn':
        return t`at the start of autumn`;
      case 'winter':
        return t`at the start of winter`;
    }
  }
  switch (season) {
    case 'spring':
      return t`in spring`;
    case 'summer':
      return t`in summer`;
    case 'autumn':
      return t`in autumn`;
    case 'winter':
      return t`in winter`;
  }
}

/**
 * What the forecast's chances mean for buying, in words parents read at a glance: how many of 10
 * children with this history fit the predicted clothing size (with the likely height), which of
 * two sizes to choose when the smaller is unlikely, the same for shoes, and a nudge to measure the
 * foot when its forecast is estimated from height. Points stored before the chances existed carry
 * none of them, and then nothing is shown.
 */
export function ForecastChances({
  point,
  market,
  wearsShoes = true,
  changes = [],
  only,
}: {
  point: Prediction;
  market: MarketCode;
  /** false before the child walks: no shoe lines then. */
  wearsShoes?: boolean;
  /** The sizes outgrown during the season (core's clothingChangesBetween). */
  changes?: readonly SizeChange[];
  /** Only these lines (the dashboard states the clothing forecast of the next season alone). */
  only?: readonly string[];
}) {
  const system = useMeasurementSystem();
  const locale = languages[useRouteLanguage()].intl;
  const when = useSeasonPhrase(
    point.season,
    changes.length === 0 ? 'during' : point.step === 0 ? 'today' : 'start',
  );
  const clothingSize = (eu: number) =>
    isolated(formatSizeForMarket(market, eu, 'clothing', { table: point.clothingTable, locale }));
  const size = clothingSize(point.clothingSize);
  const shoe = isolated(formatSizeForMarket(market, point.shoeSize, 'shoes', { locale }));
  const low = isolated(formatMeasurement('height', point.height.low, system, locale).number);
  const high = isolated(formatMeasurement('height', point.height.high, system, locale).text);
  const clothing = chanceInTen(point.clothingChance);
  const shoes = wearsShoes ? chanceInTen(point.shoeChance) : null;
  const advice = point.clothingAdvice;
  // The foot note belongs to the new forecasts only: on older points it would be news.
  const hasChances = clothing !== null || shoes !== null;

  const lines: Array<{ id: string; text: ReactNode }> = [];
  if (clothing?.kind === 'about') {
    const tenths = clothing.tenths;
    lines.push({
      id: 'clothing',
      text: (
        // The plural holds only the count, so each value appears once in the message; a
        // translation may still move words into its branches.
        <Trans>
          <Plural value={tenths} one="About # in 10 children" other="About # in 10 children" /> with
          this history fit size {size} {when}, at a likely height of {low} to {high}.
        </Trans>
      ),
    });
  } else if (clothing?.kind === 'almost-all') {
    lines.push({
      id: 'clothing',
      text: (
        <Trans>
          Almost all children with this history fit size {size} {when}, at a likely height of {low}{' '}
          to {high}.
        </Trans>
      ),
    });
  } else if (clothing?.kind === 'fewer-than-one') {
    lines.push({
      id: 'clothing',
      text: (
        <Trans>
          Fewer than 1 in 10 children with this history fit size {size} {when}, at a likely height
          of {low} to {high}.
        </Trans>
      ),
    });
  }
  changes.forEach((change, index) => {
    const now = clothingSize(change.size);
    const then = clothingSize(change.next);
    const day = isolated(
      dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(change.until),
      ),
    );
    lines.push({
      id: `until-${index}`,
      text: (
        <Trans>
          Fits {now} until about {day}, then {then}.
        </Trans>
      ),
    });
  });
  if (advice) {
    const smaller = clothingSize(advice.sizes[0]);
    const larger = clothingSize(advice.sizes[1]);
    const buy = clothingSize(advice.buy);
    lines.push({
      id: 'advice',
      text: (
        <Trans>
          Likely between {smaller} and {larger}: choose {buy} for room to grow.
        </Trans>
      ),
    });
  }
  if (shoes?.kind === 'about') {
    const tenths = shoes.tenths;
    lines.push({
      id: 'shoes',
      text: (
        <Trans>
          <Plural value={tenths} one="About # in 10" other="About # in 10" /> fit shoe size {shoe}.
        </Trans>
      ),
    });
  } else if (shoes?.kind === 'almost-all') {
    lines.push({ id: 'shoes', text: <Trans>Almost all fit shoe size {shoe}.</Trans> });
  } else if (shoes?.kind === 'fewer-than-one') {
    lines.push({ id: 'shoes', text: <Trans>Fewer than 1 in 10 fit shoe size {shoe}.</Trans> });
  }
  if (hasChances && wearsShoes && point.footLength.estimated) {
    lines.push({
      id: 'foot-estimated',
      text: <Trans>Estimated from height: measure the foot for a better shoe forecast.</Trans>,
    });
  }
  const shown = only ? lines.filter((line) => only.some((id) => line.id.startsWith(id))) : lines;
  if (shown.length === 0) return null;
  return (
    <ul className="forecast-chances">
      {shown.map((line) => (
        <li
          key={line.id}
          id={`forecast-chance-${line.id}`}
          data-testid={`forecast-chance-${line.id}`}
        >
          {line.text}
        </li>
      ))}
    </ul>
  );
}
