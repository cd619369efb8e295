import { Trans } from '@lingui/react/macro';
import {
  ageInYears,
  clothingSizeToBuy,
  formatSizeRangeForMarket,
  shoeSizeForFoot,
  sizeSystems,
  type MarketCode,
} from '@sprout/core';
import type { Measurement } from '../api/children';

/**
 * Today's sizes from the latest measurement: the clothing size to buy (height + 2 cm, next size)
 * and the shoe size, in the market's system first, every system on demand.
 */
export function CurrentSizes({
  latest,
  birthDate,
  market,
}: {
  latest: Pick<Measurement, 'height' | 'footLength' | 'measuredAt'>;
  birthDate: string;
  market: MarketCode;
}) {
  const clothing = clothingSizeToBuy(latest.height, {
    ageYears: ageInYears(birthDate, latest.measuredAt),
  });
  const shoe = shoeSizeForFoot(latest.footLength);
  const clothingMain = formatSizeRangeForMarket(market, clothing.eu, clothing.eu, 'clothing');
  const shoeMain = formatSizeRangeForMarket(market, shoe.eu, shoe.eu, 'shoes');
  return (
    <section className="card sizes" aria-labelledby="sizes-title">
      <h2 id="sizes-title">
        <Trans>Sizes today</Trans>
      </h2>
      <div className="sizes__main">
        <p>
          <span className="sizes__label">
            <Trans>Clothing</Trans>
          </span>
          <strong className="sizes__value" data-testid="clothing-size">
            {clothingMain}
          </strong>
        </p>
        <p>
          <span className="sizes__label">
            <Trans>Shoes</Trans>
          </span>
          <strong className="sizes__value" data-testid="shoe-size">
            {shoeMain}
          </strong>
        </p>
      </div>
      <details className="sizes__systems">
        <summary>
          <Trans>All size systems</Trans>
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>System</Trans>
              </th>
              <th scope="col">
                <Trans>Clothing</Trans>
              </th>
              <th scope="col">
                <Trans>Shoes</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sizeSystems.map((system) => (
              <tr key={system}>
                <th scope="row">{system}</th>
                <td>{clothing.conversions[system] ?? '–'}</td>
                <td>{shoe.conversions[system]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
