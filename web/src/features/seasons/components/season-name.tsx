import { Trans } from '@lingui/react/macro';
import type { Season } from '@sprout/core';

export function SeasonName({ season }: { season: Season }) {
  switch (season) {
    case 'spring':
      return <Trans>Spring</Trans>;
    case 'summer':
      return <Trans>Summer</Trans>;
    case 'autumn':
      return <Trans>Autumn</Trans>;
    case 'winter':
      return <Trans>Winter</Trans>;
  }
}
