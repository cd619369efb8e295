import { Trans } from '@lingui/react/macro';
import {
  catalogueSizesNow,
  localToday,
  wearsShoes,
  type Child,
  type Measurement,
  type Prediction,
} from '@sprout/core';
import { ProductList } from '../../features/products/components/product-list';
import { useThisSeason } from '../../features/seasons/hooks/use-this-season';

/**
 * Recommendations for this season, in core's catalogueSizesNow: the forecast's current point when
 * there is one, else the latest measurement (a forecast appears moments after the first one).
 */
export function CurrentSeasonProducts({
  child,
  latest,
  predictions,
}: {
  child: Child;
  latest: Measurement | undefined;
  predictions: Prediction[];
}) {
  const now = predictions.find((p) => p.step === 0);
  const { season } = useThisSeason(now);
  const sizes = catalogueSizesNow(child, { current: now, latest });
  if (!sizes) {
    return (
      <p className="muted">
        <Trans>Add a measurement to see products that fit.</Trans>
      </p>
    );
  }
  return (
    <ProductList
      id="season-now"
      season={season}
      gender={child.gender}
      clothingSize={sizes.clothingSize}
      shoeSize={wearsShoes(child, localToday()) ? sizes.shoeSize : null}
    />
  );
}
