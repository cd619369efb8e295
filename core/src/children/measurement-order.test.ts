import { describe, expect, it } from 'vitest';
import {
  compareMeasurementsNewestFirst,
  newestPerDay,
  sortMeasurementsNewestFirst,
} from './measurement-order';

const first = { id: 'a', measuredAt: '2026-06-01', createdAt: '2026-06-01T08:00:00.000Z' };
const correction = { id: 'b', measuredAt: '2026-06-01', createdAt: '2026-06-01T08:05:00.000Z' };
const older = { id: 'c', measuredAt: '2026-03-01', createdAt: '2026-06-01T09:00:00.000Z' };
const undated = { id: 'd', measuredAt: '2026-06-01' };

describe('the order of measurements', () => {
  it('puts the newest day first and, within a day, the latest entry', () => {
    expect(sortMeasurementsNewestFirst([first, older, correction]).map((m) => m.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    // An entry typed later for an earlier day does not win over a newer day.
    expect(compareMeasurementsNewestFirst(older, first)).toBeGreaterThan(0);
    expect(compareMeasurementsNewestFirst(first, first)).toBe(0);
    // Without createdAt (older data) an entry is the oldest of its day.
    expect(sortMeasurementsNewestFirst([undated, first]).map((m) => m.id)).toEqual(['a', 'd']);
  });

  it('keeps one entry per day, the correction', () => {
    expect(newestPerDay([first, older, correction, undated]).map((m) => m.id)).toEqual(['b', 'c']);
  });
});
