import type { ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import {
  languages,
  localizeSizeLabel,
  sizeSystems,
  sizesAtAge,
  type ChildGender,
  type ClothingSizeForAge,
  type MarketCode,
  type SizedMeasurement,
} from '@sprout/core';
import { SizesCard } from '../../../components/child/sizes-card';
import { useRouteLanguage } from '../../../lib/use-route-language';

/**
 * Today's sizes from the latest measurement (core's sizesAtAge): the clothing size to buy
 * and the shoe size, in the market's system first, every system on demand. From 13 the clothing
 * size follows core's clothingSizeForAge: the adult tables when the measurement has chest (boys)
 * or bust, waist, hips (girls), else the teen height sizes with a word on what adult sizes need.
 */
export function CurrentSizes({
  latest,
  ageYears,
  gender,
  market,
  provisional = false,
  stale,
  wearsShoes,
  walking,
}: {
  latest: SizedMeasurement;
  /** The child's whole years on the day of `latest` (the share page knows the age, not the birth date). */
  ageYears: number;
  gender: ChildGender;
  market: MarketCode;
  /**
   * The server's results for the newest measurement have not reached the device (offline, or not
   * sent yet): these sizes are core's, worked out here, and the forecast follows.
   */
  provisional?: boolean;
  /**
   * The newest measurement is older than the growth since would allow (core's
   * measurementFreshness): the card says how old, and offers to measure again (owners only).
   */
  stale?: { daysOld: number; onMeasureAgain?: () => void };
  /** Whether the child walks yet (core's wearsShoes): no shoe size before. */
  wearsShoes: boolean;
  /** The owner's "walks" switch under 18 months (the children feature's, the page brings it). */
  walking?: ReactNode;
}) {
  const intl = languages[useRouteLanguage()].intl;
  const { clothing, shoe } = sizesAtAge(gender, latest, ageYears);
  const sizeLabel = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '–' : localizeSizeLabel(value, intl);
  return (
    <SizesCard
      className="card sizes"
      titleId="sizes-title"
      title={<Trans>Sizes today</Trans>}
      market={market}
      clothing={{ eu: clothing.eu, table: clothing.table, testId: 'clothing-size' }}
      shoes={wearsShoes ? { eu: shoe.eu, testId: 'shoe-size' } : null}
    >
      {walking}
      {stale ? <StaleNote {...stale} /> : null}
      {provisional ? (
        <p className="sizes__provisional" data-testid="provisional-sizes">
          <Trans>
            Provisional: worked out on this device from the newest measurement. The forecast follows
            once Sprout is back online.
          </Trans>
        </p>
      ) : null}
      <ClothingNote clothing={clothing} gender={gender} />
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
                <td>{sizeLabel(clothing.conversions[system])}</td>
                <td>{wearsShoes ? sizeLabel(shoe.conversions[system]) : '–'}</td>
              </tr>
            ))}
            {clothing.letter !== null ? (
              <tr>
                <th scope="row">
                  <Trans>Letter size</Trans>
                </th>
                <td>{clothing.letter}</td>
                <td>–</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </details>
    </SizesCard>
  );
}

/** How old the measurement behind the sizes is, and the way to a new one. */
function StaleNote({ daysOld, onMeasureAgain }: { daysOld: number; onMeasureAgain?: () => void }) {
  return (
    <div className="sizes__stale" data-testid="stale-sizes">
      <p>
        <Plural
          value={daysOld}
          one="Measured # day ago: these sizes may be too small by now."
          other="Measured # days ago: these sizes may be too small by now."
        />
      </p>
      {onMeasureAgain ? (
        <button type="button" className="button button--secondary" onClick={onMeasureAgain}>
          <Trans>Measure again</Trans>
        </button>
      ) : null}
    </div>
  );
}

/** Which table a teen's clothing size comes from, or what an adult size still needs. */
function ClothingNote({ clothing, gender }: { clothing: ClothingSizeForAge; gender: ChildGender }) {
  if (!clothing.teen) return null;
  let note;
  if (clothing.table === 'men') {
    note = <Trans>Men's size, from the chest measurement.</Trans>;
  } else if (clothing.table === 'women') {
    note = <Trans>Women's size, from bust, waist and hips.</Trans>;
  } else if (clothing.needsGirth) {
    note =
      gender === 'male' ? (
        <Trans>Taller than the teen sizes: add a chest measurement for an adult size.</Trans>
      ) : (
        <Trans>Taller than the teen sizes: add bust, waist and hips for an adult size.</Trans>
      );
  } else {
    note =
      gender === 'male' ? (
        <Trans>Teen size by height. Add a chest measurement for adult sizes.</Trans>
      ) : (
        <Trans>Teen size by height. Add bust, waist and hips for adult sizes.</Trans>
      );
  }
  return (
    <p className="sizes__note muted" data-testid="clothing-size-note">
      {note}
    </p>
  );
}
