import { Trans } from '@lingui/react/macro';
import {
  ageInYears,
  clothingSizeToBuy,
  shoeSizeForFoot,
  type Child,
  type Measurement,
  type Prediction,
} from '@sprout/core';
import { ProductList } from '../../features/products/components/product-list';
import { useThisSeason } from '../../features/seasons/hooks/use-this-season';

/**
 * Recommendations for this season: sizes from the forecast's current point when there is one,
 * else from the latest measurement (a forecast appears moments after the first measurement).
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
  if (!now && !latest) {
    return (
      <p className="muted">
        <Trans>Add a measurement to see products that fit.</Trans>
      </p>
    );
  }
  const clothingSize =
    // The catalogue is labelled in the height sizes, also for teens on an adult table.
    now?.catalogueClothingSize ??
    now?.clothingSize ??
    (latest
      ? clothingSizeToBuy(latest.height, {
          ageYears: ageInYears(child.birthDate, latest.measuredAt),
        }).eu
      : 0);
  const shoeSize = now?.shoeSize ?? (latest ? shoeSizeForFoot(latest.footLength).eu : 0);
  return (
    <ProductList
      id="season-now"
      season={season}
      gender={child.gender}
      clothingSize={clothingSize}
      shoeSize={shoeSize}
    />
  );
}
