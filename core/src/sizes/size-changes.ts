import { dayNumber } from '../growth/age';
import { clothingEuSizes, clothingHeightBand } from './clothing-sizes';
import type { ClothingTable } from './teen-clothing-sizes';

/** What a forecast point needs here: its day, likely height and children's clothing size. */
export type SizedPoint = {
  date: string;
  height: { value: number };
  clothingSize: number;
  clothingTable?: ClothingTable;
};

/** A size that stops fitting during a season: `size` until about `until`, then `next`. */
export type SizeChange = { size: number; until: string; next: number };

const dayMs = 86_400_000;

/**
 * The day rounded to the 1st or the 15th of its month (or the next month's 1st): a forecast
 * says "about 15 January", never a precise day it cannot know.
 */
export function aboutDay(day: number): string {
  const date = new Date(day * dayMs);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  const monthDays = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const candidates = [Date.UTC(y, m, 1), Date.UTC(y, m, 15), Date.UTC(y, m, monthDays + 1)];
  const at = Date.UTC(y, m, d);
  const nearest = candidates.reduce((best, c) =>
    Math.abs(c - at) < Math.abs(best - at) ? c : best,
  );
  return new Date(nearest).toISOString().slice(0, 10);
}

/**
 * When the children's clothing size stops fitting between a season's forecast point and the
 * next one (issue 28: a baby outgrows a size within weeks, so "fits 62 in winter" is true only
 * on its first day). The likely height runs straight between the two points; a size stops
 * fitting once that height passes the top of its band (core's clothingHeightBand, with the
 * 2 cm room to grow). Empty when the size holds, when there is no next point, or for the teen
 * and adult tables, whose sizes do not follow height alone.
 */
export function clothingChangesBetween(from: SizedPoint, to: SizedPoint | undefined): SizeChange[] {
  if (!to) return [];
  if ((from.clothingTable ?? 'children') !== 'children') return [];
  if ((to.clothingTable ?? 'children') !== 'children') return [];
  const start = dayNumber(from.date);
  const end = dayNumber(to.date);
  const low = from.height.value;
  const high = to.height.value;
  if (!(end > start) || !(high > low)) return [];
  const changes: SizeChange[] = [];
  let size = from.clothingSize;
  for (;;) {
    const top = clothingHeightBand(size)?.atMost;
    const next = clothingEuSizes[clothingEuSizes.indexOf(size) + 1];
    if (top === null || top === undefined || next === undefined || high <= top) break;
    const day = start + Math.max(0, (top - low) / (high - low)) * (end - start);
    changes.push({ size, until: aboutDay(Math.round(day)), next });
    size = next;
  }
  return changes;
}
