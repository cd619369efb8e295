import { currentSeason, localToday, markets, type Season } from '@sprout/core';
import { readPreferredMarket } from '../../../lib/preferred-language';
import { useRouteLanguage } from '../../../lib/use-route-language';

type SeasonOfYear = { season: Season; year: number };

/**
 * This season: the forecast's current point when there is one (its seasons follow the family's
 * market, as the tiles marked 'now' do), else today's season in the page market's hemisphere.
 */
export function useThisSeason(now: SeasonOfYear | undefined): SeasonOfYear {
  const lang = useRouteLanguage();
  const hemisphere = markets[readPreferredMarket(lang)].hemisphere;
  return now ?? currentSeason(localToday(), hemisphere);
}
