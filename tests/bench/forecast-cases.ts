import { standingOf } from '../../core/src/growth/reference';
import type { Sex } from '../../core/src/growth/reference.types';
import type { GrowthRecord } from './longitudinal';

export const horizons = [3, 6, 12, 24] as const;
export const bands = [
  { name: '0-2 y', from: 0, to: 24 },
  { name: '2-5 y', from: 24, to: 60 },
  { name: '5-13 y', from: 60, to: 156 },
] as const;
export type BandName = (typeof bands)[number]['name'];

/** One forecast outcome: the real height `horizon` months after the start. */
export type Outcome = { horizon: number; ageMonths: number; height: number };

/**
 * A child at one starting age: its history as a parent would have measured it at home (study
 * heights plus home noise) and the study's heights 3, 6, 12 and 24 months later.
 */
export type Start = {
  childId: string;
  sex: Sex;
  band: BandName;
  ageMonths: number;
  history: { ageMonths: number; height: number }[];
  /** z of the last (noisy) measurement, for the baselines. */
  lastZ: number;
  outcomes: Outcome[];
};

/** A seeded normal variate per child and measurement, so every run adds the same noise. */
export function homeNoise(childId: string, index: number, sdCm: number): number {
  let seed = index + 1;
  for (const char of childId) seed = (seed * 31 + char.charCodeAt(0)) % 2147483647;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  next();
  // Box-Muller from two uniforms.
  return sdCm * Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
}

/**
 * How far (months) an outcome may be from the start plus the horizon: the clinics measured SMOCC's
 * infants near, not at, whole months. The forecast is made for the outcome's own age.
 */
export const outcomeTolerance: Record<(typeof horizons)[number], number> = {
  3: 0.75,
  6: 1,
  12: 1.5,
  24: 2,
};

/** Every start under 13 years with at least one outcome (the nearest record within tolerance). */
export function buildStarts(children: Map<string, GrowthRecord[]>, noiseCm: number): Start[] {
  const starts: Start[] = [];
  for (const [childId, records] of children) {
    const measured = records.map((r, i) => ({
      ageMonths: r.ageMonths,
      height: r.height + (noiseCm > 0 ? homeNoise(childId, i, noiseCm) : 0),
    }));
    for (const [i, start] of records.entries()) {
      const band = bands.find((b) => start.ageMonths >= b.from && start.ageMonths < b.to);
      if (!band) continue;
      const outcomes: Outcome[] = [];
      for (const horizon of horizons) {
        const wanted = start.ageMonths + horizon;
        let target: GrowthRecord | undefined;
        for (const r of records) {
          const off = Math.abs(r.ageMonths - wanted);
          if (
            off <= outcomeTolerance[horizon] &&
            (!target || off < Math.abs(target.ageMonths - wanted))
          )
            target = r;
        }
        if (target) outcomes.push({ horizon, ageMonths: target.ageMonths, height: target.height });
      }
      if (outcomes.length === 0) continue;
      const history = measured.slice(0, i + 1);
      const last = history[history.length - 1];
      if (!last) continue;
      starts.push({
        childId,
        sex: start.sex,
        band: band.name,
        ageMonths: start.ageMonths,
        history,
        lastZ: standingOf('height', start.sex, last.ageMonths, last.height).z,
        outcomes,
      });
    }
  }
  return starts;
}

/** Children split into `k` folds by id (every k-th id), so no child is in fit and test. */
export function foldsOf(starts: readonly Start[], k: number): Set<string>[] {
  const ids = [...new Set(starts.map((s) => s.childId))].sort();
  return Array.from({ length: k }, (_, fold) => new Set(ids.filter((_, i) => i % k === fold)));
}
