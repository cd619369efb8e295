import { describe, expect, it } from 'vitest';
import { addMonths } from './age';
import { clothingAdviceFor, forecastSeasons, maxGrowthFactor } from './forecast';
import {
  chanceInBand,
  childScatterAt,
  defaultForecastModel,
  forecastHeightAt,
  forecastZ,
  infantCorrelation,
  intervalScaleAgesMonths,
  intervalScaleAt,
  intervalScaleHorizonsMonths,
  populationTrendAt,
  trendAgesMonths,
  zCorrelation,
  type ForecastModel,
  type ZForecast,
} from './forecast-model';
import { standingOf, valueAt } from './reference';
import { adultTargetFromParents } from './target-height';
import { clothingHeightBand } from '../sizes/clothing-sizes';

const model = defaultForecastModel;
/** The model without the combination with its baseline: the Gaussian process's point alone. */
const modelAlone: ForecastModel = { ...model };
delete modelAlone.baseline;

/** Width (cm) of the 80 % interval `ahead` months after one measurement on the median at `age`. */
function widthAhead(age: number, ahead: number): number {
  const height = valueAt('height', 'female', age, 0.5);
  const f = forecastHeightAt(model, 'female', [{ ageMonths: age, height }], age + ahead);
  return f.high - f.low;
}

describe('interval width', () => {
  it('changes smoothly with age across 24 and 60 months (no band edge)', () => {
    for (const edge of [24, 60]) {
      for (const ahead of [3, 12, 24]) {
        let previous = widthAhead(edge - 1, ahead);
        for (let age = edge - 1 + 0.05; age <= edge + 1; age += 0.05) {
          const width = widthAhead(age, ahead);
          expect(Math.abs(width - previous)).toBeLessThan(0.1);
          previous = width;
        }
      }
    }
    // The girl: 12 months ahead from 23.9 and from 24.0 months.
    expect(Math.abs(widthAhead(23.9, 12) - widthAhead(24, 12))).toBeLessThan(0.1);
  });

  it("has each age's and horizon's own factor, blended smoothly between them", () => {
    const scales = {
      ...model,
      intervalScale: [
        [1.2, 1.5],
        [0.8, 0.8],
        [1, 0.9],
      ] as const,
    };
    const [infant, toddler, school] = intervalScaleAgesMonths;
    const [short, long] = intervalScaleHorizonsMonths;
    expect(intervalScaleAt(scales, 1, short)).toBe(1.2);
    expect(intervalScaleAt(scales, 1, 0)).toBe(1.2);
    expect(intervalScaleAt(scales, infant, long)).toBeCloseTo(1.5, 12);
    expect(intervalScaleAt(scales, infant, 36)).toBeCloseTo(1.5, 12);
    expect(intervalScaleAt(scales, toddler, 12)).toBeCloseTo(0.8, 12);
    expect(intervalScaleAt(scales, school, short)).toBeCloseTo(1, 12);
    expect(intervalScaleAt(scales, 200, long)).toBeCloseTo(0.9, 12);
    // Between the two horizons: geometric, so 12 months (twice 6, half 24) is between.
    const mid = intervalScaleAt(scales, infant, 12);
    expect(mid).toBeGreaterThan(1.2);
    expect(mid).toBeLessThan(1.5);
    for (const horizon of [0, 3, 6, 12, 24]) {
      let previous = intervalScaleAt(scales, 0, horizon);
      for (let age = 0.1; age <= 156; age += 0.1) {
        const scale = intervalScaleAt(scales, age, horizon);
        expect(Math.abs(scale - previous)).toBeLessThan(0.006);
        expect(scale).toBeGreaterThanOrEqual(0.8);
        expect(scale).toBeLessThanOrEqual(1.5);
        previous = scale;
      }
    }
    let previous = intervalScaleAt(scales, 18, 0);
    for (let horizon = 0.1; horizon <= 30; horizon += 0.1) {
      const scale = intervalScaleAt(scales, 18, horizon);
      expect(Math.abs(scale - previous)).toBeLessThan(0.01);
      previous = scale;
    }
    // It follows the last measurement and the horizon: the same forecast made a year later is
    // scaled by the school factor, not the infant's.
    const ratio = (age: number, ahead: number) =>
      forecastZ(scales, 'height', 'female', [{ ageMonths: age, value: 80 }], age + ahead).sd /
      forecastZ(model, 'height', 'female', [{ ageMonths: age, value: 80 }], age + ahead).sd;
    expect(ratio(infant, 24) * intervalScaleAt(model, infant, 24)).toBeCloseTo(1.5, 6);
    expect(ratio(infant, 3) * intervalScaleAt(model, infant, 3)).toBeCloseTo(1.2, 6);
    expect(ratio(school, 24) * intervalScaleAt(model, school, 24)).toBeCloseTo(0.9, 6);
  });

  it('allows for the home measuring error without moving the point', () => {
    const history = [90, 96, 102].map((ageMonths, i) => ({
      ageMonths,
      value: valueAt('height', 'male', ageMonths, 0.4) + (i === 2 ? 0.6 : 0),
    }));
    const at = (homeErrorCm: number) =>
      forecastZ({ ...model, homeErrorCm }, 'height', 'male', history, 108);
    expect(at(0.7).mean).toBeCloseTo(at(0.3).mean, 12);
    expect(at(0.7).sd).toBeGreaterThan(at(0.3).sd * 1.1);
    // No home error below the one the weights assume.
    expect(at(0).sd).toBeCloseTo(at(model.measurementErrorCm).sd, 12);
  });

  it("widens with the child's own scatter around its track, without moving the point", () => {
    const ages = [36, 42, 48, 54, 60, 66];
    const steady = ages.map((ageMonths) => ({
      ageMonths,
      value: valueAt('height', 'female', ageMonths, 0.3),
    }));
    // The same child's track with 1.5 cm measuring slips of alternating sign.
    const scattered = steady.map((o, i) => ({ ...o, value: o.value + (i % 2 ? 1.5 : -1.5) }));
    const off = { ...model, scatterPrior: 0 };
    expect(model.scatterPrior).toBeGreaterThan(0);
    expect(childScatterAt(model, 'height', 'female', steady)).toBeLessThan(1);
    expect(childScatterAt(model, 'height', 'female', scattered)).toBeGreaterThan(1.3);
    expect(childScatterAt(off, 'height', 'female', scattered)).toBe(1);
    for (const history of [steady, scattered]) {
      const on = forecastZ(model, 'height', 'female', history, 78);
      const without = forecastZ(off, 'height', 'female', history, 78);
      expect(on.mean).toBeCloseTo(without.mean, 12);
      expect(on.sd / without.sd).toBeCloseTo(
        childScatterAt(model, 'height', 'female', history),
        12,
      );
    }
    // Shrunk toward 1: two measurements move the factor less than six do; one alone, not at all.
    const two = childScatterAt(model, 'height', 'female', scattered.slice(-2));
    expect(two).toBeGreaterThan(1);
    expect(two).toBeLessThan(childScatterAt(model, 'height', 'female', scattered));
    expect(childScatterAt(model, 'height', 'female', scattered.slice(-1))).toBe(1);
    // A child far from the population's path (Berkeley's infants are more spread than the
    // reference) gets a wider interval than one on it.
    const far = steady.map((o) => ({ ...o, value: valueAt('height', 'female', o.ageMonths, 3) }));
    expect(childScatterAt(model, 'height', 'female', far)).toBeGreaterThan(
      childScatterAt(model, 'height', 'female', steady),
    );
  });

  it('grows with the horizon', () => {
    for (const age of [6, 30, 96]) {
      expect(widthAhead(age, 3)).toBeLessThan(widthAhead(age, 12));
      expect(widthAhead(age, 12)).toBeLessThan(widthAhead(age, 24));
    }
  });
});

describe('correlation of z-scores across ages', () => {
  it('is higher at older ages over the same span (Cole 1997)', () => {
    const year = (age: number) => zCorrelation(model, age, age + 12, 'female');
    expect(year(3)).toBeLessThan(year(24));
    expect(year(24)).toBeLessThan(year(60));
    expect(year(60)).toBeLessThan(year(96));
    // Bailey 1994: heights a year apart correlate above 0.9 in prepubertal school children.
    expect(year(72)).toBeGreaterThan(0.9);
  });

  it('falls with the span and stays a correlation', () => {
    for (const age of [6, 36, 100]) {
      const spans = [0, 3, 6, 12, 24].map((h) => zCorrelation(model, age, age + h, 'male'));
      expect(spans[0]).toBeCloseTo(1, 10);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i]).toBeLessThan(spans[i - 1] as number);
        expect(spans[i]).toBeGreaterThan(0);
      }
    }
  });

  it('pulls a tall child back toward the mean more the further ahead, and less the older', () => {
    const ahead = (age: number, months: number) =>
      forecastZ(
        model,
        'height',
        'female',
        [{ ageMonths: age, value: valueAt('height', 'female', age, 1.5) }],
        age + months,
      ).mean;
    expect(ahead(3, 3)).toBeGreaterThan(ahead(3, 12));
    expect(ahead(36, 12)).toBeGreaterThan(ahead(12, 12));
    expect(ahead(96, 12)).toBeGreaterThan(ahead(36, 12));
    for (const age of [3, 12, 36, 96]) expect(ahead(age, 12)).toBeLessThan(1.5);
  });

  it("leans toward a tall-tracking child's own level, not the WHO median", () => {
    // Measured at +1.5 SD at 6, 9 and 12 months (as many Dutch infants track above WHO).
    const history = [6, 9, 12].map((ageMonths) => ({
      ageMonths,
      value: valueAt('height', 'male', ageMonths, 1.5),
    }));
    const at = (levelVariance: number, ahead: number) =>
      forecastZ({ ...modelAlone, levelVariance }, 'height', 'male', history, 12 + ahead);
    expect(model.levelVariance).toBeGreaterThan(0);
    for (const ahead of [6, 12, 24]) {
      expect(at(model.levelVariance, ahead).mean).toBeGreaterThan(at(0, ahead).mean + 0.05);
      expect(at(model.levelVariance, ahead).mean).toBeLessThanOrEqual(1.5);
    }
    // The larger the level's variance, the nearer the child's own mean z.
    expect(at(3, 24).mean).toBeGreaterThan(at(model.levelVariance, 24).mean);
    expect(at(1000, 24).mean).toBeGreaterThan(1.3);
    // A child on the population's path is forecast on it whatever the level's variance.
    const onPath = [6, 9, 12].map((ageMonths) => ({
      ageMonths,
      value: valueAt('height', 'male', ageMonths, populationTrendAt(model, ageMonths)),
    }));
    for (const levelVariance of [0, model.levelVariance, 3]) {
      const forecast = forecastZ({ ...modelAlone, levelVariance }, 'height', 'male', onPath, 36);
      expect(forecast.mean).toBeCloseTo(0, 6);
    }
  });
  it('dips across the pubertal growth spurt (girls earlier than boys)', () => {
    const flat = { ...model, pubertyWarp: 0 };
    // Two years across the girls' mean age at peak velocity (12 y): lower with the pubertal step.
    expect(zCorrelation(model, 132, 156, 'female')).toBeLessThan(
      zCorrelation(flat, 132, 156, 'female'),
    );
    // The same span is around the boys' spurt later, so it matters less for them at 11-13 y.
    const dip = (sex: 'female' | 'male') =>
      zCorrelation(flat, 132, 156, sex) - zCorrelation(model, 132, 156, sex);
    expect(dip('female')).toBeGreaterThan(dip('male'));
  });
});

describe("the population's path in infancy", () => {
  it('is given from 3 months, rises to 0 at 2 years, and is flat outside', () => {
    expect(model.populationTrend).toHaveLength(trendAgesMonths.length);
    expect(model.populationTrend.at(-1)).toBe(0);
    const first = model.populationTrend[0] ?? 0;
    // Both cohorts: the mean z rises by about half an SD from 3 months to 2 years.
    expect(first).toBeLessThan(-0.3);
    expect(populationTrendAt(model, 0)).toBe(first);
    expect(populationTrendAt(model, 1.5)).toBe(first);
    for (const age of [24, 30, 60, 150]) expect(populationTrendAt(model, age)).toBe(0);
    // Linear between two given ages.
    const [a, b] = [trendAgesMonths[1], trendAgesMonths[2]];
    const mid = populationTrendAt(model, (a + b) / 2);
    expect(mid).toBeCloseTo((populationTrendAt(model, a) + populationTrendAt(model, b)) / 2, 9);
  });

  it('forecasts an infant who follows it along it, where a flat mean would pull it down', () => {
    const history = [3, 6].map((ageMonths) => ({
      ageMonths,
      value: valueAt('height', 'female', ageMonths, populationTrendAt(model, ageMonths)),
    }));
    const flat = { ...modelAlone, populationTrend: model.populationTrend.map(() => 0) };
    for (const target of [9, 12, 18, 30]) {
      const withPath = forecastZ(modelAlone, 'height', 'female', history, target).mean;
      expect(withPath).toBeCloseTo(populationTrendAt(model, target), 6);
      expect(withPath).toBeGreaterThan(forecastZ(flat, 'height', 'female', history, target).mean);
    }
  });

  it('leaves the foot forecast and school-age heights alone', () => {
    const flat = { ...model, populationTrend: model.populationTrend.map(() => 0) };
    const feet = [{ ageMonths: 6, value: 10.5 }];
    expect(forecastZ(model, 'footLength', 'male', feet, 18)).toEqual(
      forecastZ(flat, 'footLength', 'male', feet, 18),
    );
    const school = [{ ageMonths: 96, value: valueAt('height', 'male', 96, 0.8) }];
    expect(forecastZ(model, 'height', 'male', school, 120)).toEqual(
      forecastZ(flat, 'height', 'male', school, 120),
    );
  });
});

describe('published infant correlations', () => {
  it("are Cole's model with van Buuren's height coefficients (values of the R code)", () => {
    // interpolate_cor(c(3, 6, 15), "hgt_z") and interpolate_cor(c(12, 24), "hgt_z").
    expect(infantCorrelation(3, 6)).toBeCloseTo(0.8, 3);
    expect(infantCorrelation(3, 15)).toBeCloseTo(0.64, 3);
    expect(infantCorrelation(12, 24)).toBeCloseTo(0.801, 3);
    expect(infantCorrelation(6, 3)).toBe(infantCorrelation(3, 6));
    // Under 0.1 month apart: the model's limit, what a clinic's measuring error leaves.
    expect(infantCorrelation(6, 6.05)).toBe(0.95);
  });

  it('give the correlation under two years, freed of the clinic error, and none from four', () => {
    const published = { ...model, publishedInfancy: 1 };
    const fitted = { ...model, publishedInfancy: 0 };
    expect(zCorrelation(published, 3, 15)).toBeCloseTo(infantCorrelation(3, 15) / 0.95, 12);
    expect(zCorrelation(published, 12, 24)).toBeCloseTo(infantCorrelation(12, 24) / 0.95, 12);
    expect(zCorrelation(published, 50, 62)).toBe(zCorrelation(fitted, 50, 62));
    // Tracking follows them: +1.5 SD at 3 months is still well above the mean 3 months later.
    const at3 = [{ ageMonths: 3, value: valueAt('height', 'female', 3, 1.5) }];
    const ahead = (m: typeof model) => forecastZ(m, 'height', 'female', at3, 6).mean;
    expect(ahead(published)).toBeGreaterThan(1.1);
    expect(ahead(published)).toBeGreaterThan(ahead(fitted));
  });

  it('hand over to the fitted correlations smoothly between 2 and 4 years', () => {
    const published = { ...model, publishedInfancy: 1 };
    for (const span of [3, 12]) {
      let previous = zCorrelation(published, 20 - span, 20);
      for (let older = 20.1; older <= 52; older += 0.1) {
        const r = zCorrelation(published, older - span, older);
        expect(Math.abs(r - previous)).toBeLessThan(0.005);
        previous = r;
      }
    }
  });
});

describe('chance that a size is right', () => {
  const age = 60;
  const band = clothingHeightBand(116);
  if (!band || band.above === null || band.atMost === null) throw new Error('no band');
  const middle = (band.above + band.atMost) / 2;
  const centred = (sd: number): ZForecast => ({
    mean: standingOf('height', 'male', age, middle).z,
    sd,
  });

  it('is a probability, highest for a sure forecast centred in the band', () => {
    const sure = chanceInBand('height', 'male', age, centred(0.01), band);
    const vague = chanceInBand('height', 'male', age, centred(1), band);
    expect(sure).toBeGreaterThan(0.99);
    expect(vague).toBeGreaterThan(0);
    expect(vague).toBeLessThan(sure);
    let previous = 1;
    for (const sd of [0.05, 0.1, 0.2, 0.4, 0.8, 1.6]) {
      const chance = chanceInBand('height', 'male', age, centred(sd), band);
      expect(chance).toBeLessThanOrEqual(previous);
      previous = chance;
    }
  });

  it('falls as the forecast moves away from the band', () => {
    let previous = 1;
    for (const shift of [0, 1, 2, 4, 8]) {
      const forecast = { mean: standingOf('height', 'male', age, middle + shift).z, sd: 0.3 };
      const chance = chanceInBand('height', 'male', age, forecast, band);
      expect(chance).toBeLessThanOrEqual(previous);
      previous = chance;
    }
    expect(previous).toBeLessThan(0.01);
  });

  it('is 1 for the whole line and adds up over neighbouring bands', () => {
    const forecast = centred(0.5);
    expect(chanceInBand('height', 'male', age, forecast, { above: null, atMost: null })).toBe(1);
    const below = chanceInBand('height', 'male', age, forecast, { above: null, atMost: 110 });
    const above = chanceInBand('height', 'male', age, forecast, { above: 110, atMost: null });
    expect(below + above).toBeCloseTo(1, 6);
  });

  it('falls with the horizon for a child in the middle of a size', () => {
    const points = forecastSeasons({
      sex: 'female',
      birthDate: '2020-01-01',
      today: '2026-01-01',
      hemisphere: 'northern',
      measurements: [{ measuredAt: '2026-01-01', height: 116.3 }],
    });
    const chances = points.map((p) => p.clothingChance ?? Number.NaN);
    expect(chances.every((c) => c >= 0 && c <= 1)).toBe(true);
    expect(chances[0]).toBeGreaterThan(chances[7] ?? 1);
  });
});

describe('size advice', () => {
  const age = 60;
  it('says "between A and B: choose B" when the interval spans two sizes and A is unlikely', () => {
    // Centred 1.2 cm above the top of 116's band (114 cm): the lower tail reaches into 116.
    const forecast = { mean: standingOf('height', 'male', age, 115.2).z, sd: 0.3 };
    const value = 115.2;
    const sdCm = 0.3 * (valueAt('height', 'male', age, 1) - valueAt('height', 'male', age, 0));
    const interval = { value, low: value - 1.28 * sdCm, high: value + 1.28 * sdCm };
    expect(clothingAdviceFor('male', age, forecast, interval)).toEqual({
      sizes: [116, 122],
      buy: 122,
    });
  });

  it('gives no advice when one size is clear, or when the smaller one is likely', () => {
    const inside = { mean: standingOf('height', 'male', age, 111).z, sd: 0.05 };
    expect(clothingAdviceFor('male', age, inside, { value: 111, low: 110.5, high: 111.5 })).toBe(
      null,
    );
    // Centred on the edge: the smaller size has about half the chance.
    const edge = { mean: standingOf('height', 'male', age, 114).z, sd: 0.3 };
    expect(clothingAdviceFor('male', age, edge, { value: 114, low: 112, high: 116 })).toBe(null);
  });
});

describe('catch-up growth', () => {
  // A preterm baby (age counted from birth) measured far below the median at 2 months: infants
  // that small climb back toward the middle, and the model expects it.
  const birthDate = '2025-01-01';
  const measurements = [{ age: 2, z: -3.5 }].map(({ age, z }) => ({
    measuredAt: addMonths(birthDate, age),
    height: Math.round(valueAt('height', 'male', age, z) * 10) / 10,
  }));
  const today = addMonths(birthDate, 2);
  const points = forecastSeasons({
    sex: 'male',
    birthDate,
    today,
    hemisphere: 'northern',
    measurements,
  });

  it('is not clipped by the growth cap: the points follow the model', () => {
    const history = measurements.map((m) => ({ ageMonths: 2, height: m.height }));
    // From the first point after today's measurement (today's point is the measurement itself).
    for (const point of points.slice(1)) {
      const free = forecastHeightAt(model, 'male', history, point.ageMonths).value;
      expect(point.height.value).toBeGreaterThanOrEqual(free - 0.1);
    }
  });

  it('grows faster than 1.2 x the growth along its last centile, which the old cap forbade', () => {
    const last = measurements.at(-1);
    if (!last) throw new Error('no measurement');
    const z = standingOf('height', 'male', 2, last.height).z;
    const along = (age: number) => valueAt('height', 'male', age, z);
    // The quarter with the most catch-up, measured against growth along the last centile.
    const ratios = points.slice(1).map((point, i) => {
      const before = points[i];
      if (!before) return 0;
      const growth = point.height.value - before.height.value;
      return growth / (along(point.ageMonths) - along(before.ageMonths));
    });
    expect(Math.max(...ratios)).toBeGreaterThan(maxGrowthFactor);
  });
});

describe("parents' heights", () => {
  const base = {
    sex: 'female' as const,
    birthDate: '2020-06-01',
    today: '2026-06-01',
    hemisphere: 'northern' as const,
    measurements: [
      { measuredAt: '2025-06-01', height: valueAt('height', 'female', 60, 0) },
      { measuredAt: '2026-06-01', height: valueAt('height', 'female', 72, 0) },
    ],
  };
  const lastHeight = (parentHeights?: { motherCm?: number | null; fatherCm?: number | null }) =>
    forecastSeasons({ ...base, parentHeights }).at(-1)?.height.value ?? Number.NaN;

  it('pull the long-run forecast toward the parents: up for tall, down for short', () => {
    const none = lastHeight();
    const tall = lastHeight({ motherCm: 180, fatherCm: 195 });
    const short = lastHeight({ motherCm: 150, fatherCm: 162 });
    expect(tall).toBeGreaterThan(none + 0.3);
    expect(short).toBeLessThan(none - 0.3);
  });

  it('pull more the further ahead the forecast looks', () => {
    const tall = forecastSeasons({ ...base, parentHeights: { motherCm: 180, fatherCm: 195 } });
    const none = forecastSeasons(base);
    const shift = (i: number) => (tall[i]?.height.value ?? 0) - (none[i]?.height.value ?? 0);
    expect(shift(7)).toBeGreaterThan(shift(0));
  });

  it('count one parent less than two, and ignore impossible values', () => {
    const both = adultTargetFromParents({ motherCm: 180, fatherCm: 195 });
    const mother = adultTargetFromParents({ motherCm: 180 });
    expect(mother?.mean).toBeGreaterThan(0);
    expect(both?.mean).toBeGreaterThan(mother?.mean ?? 0);
    expect((mother?.sd ?? 0) > (both?.sd ?? 1)).toBe(true);
    expect(adultTargetFromParents({ motherCm: 119, fatherCm: 221 })).toBeNull();
    expect(adultTargetFromParents({ motherCm: null, fatherCm: undefined })).toBeNull();
    expect(lastHeight({ motherCm: 1.65, fatherCm: 1800 })).toBe(lastHeight());
    // A child with parents on the median keeps (nearly) the same forecast.
    const median = adultTargetFromParents({
      motherCm: valueAt('height', 'female', 228, 0),
      fatherCm: valueAt('height', 'male', 228, 0),
    });
    expect(Math.abs(median?.mean ?? 1)).toBeLessThan(0.01);
  });

  it('narrow the long-run interval a little', () => {
    const ages = [{ ageMonths: 72, value: valueAt('height', 'female', 72, 0) }];
    const target = adultTargetFromParents({ motherCm: 165, fatherCm: 178 });
    const without = forecastZ(model, 'height', 'female', ages, 96);
    const withParents = forecastZ(model, 'height', 'female', ages, 96, { adultTarget: target });
    expect(withParents.sd).toBeLessThan(without.sd);
  });
});

describe('foot length', () => {
  const base = {
    sex: 'male' as const,
    birthDate: '2019-03-01',
    today: '2026-03-01',
    hemisphere: 'northern' as const,
  };
  const measured = forecastSeasons({
    ...base,
    measurements: [
      { measuredAt: '2025-09-01', height: 118, footLength: 18.6 },
      { measuredAt: '2026-03-01', height: 121, footLength: 19.0 },
    ],
  });
  const estimated = forecastSeasons({
    ...base,
    measurements: [
      { measuredAt: '2025-09-01', height: 118 },
      { measuredAt: '2026-03-01', height: 121 },
    ],
  });

  it('says when it is estimated from height, with a wider interval and no shoe chance', () => {
    for (const [i, point] of estimated.entries()) {
      const other = measured[i];
      if (!other) throw new Error('no point');
      expect(point.footLength.estimated).toBe(true);
      expect(other.footLength.estimated).toBe(false);
      const width = (p: typeof point) => p.footLength.high - p.footLength.low;
      expect(width(point)).toBeGreaterThan(width(other));
      expect(point.shoeChance).toBeUndefined();
      expect(other.shoeChance).toBeGreaterThanOrEqual(0);
      expect(other.shoeChance).toBeLessThanOrEqual(1);
      expect('shoeChance' in point).toBe(false);
    }
  });

  it('follows the measured foot', () => {
    const bigFoot = forecastSeasons({
      ...base,
      measurements: [
        { measuredAt: '2025-09-01', height: 118, footLength: 20.2 },
        { measuredAt: '2026-03-01', height: 121, footLength: 20.6 },
      ],
    });
    expect(bigFoot[0]?.footLength.value).toBeGreaterThan((measured[0]?.footLength.value ?? 0) + 1);
  });
});
