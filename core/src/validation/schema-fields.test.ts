import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  earliestToday,
  localToday,
  hasAtMostDecimals,
  isIsoDate,
  latestToday,
  parseDecimalInput,
  yearsBefore,
} from './schema-fields';

describe('parseDecimalInput', () => {
  it('reads dot and comma decimals, and nothing else', () => {
    expect(parseDecimalInput('12,5')).toBe(12.5);
    expect(parseDecimalInput(' 12.5 ')).toBe(12.5);
    expect(parseDecimalInput(',5')).toBe(0.5);
    expect(parseDecimalInput(7)).toBe(7);
    expect(parseDecimalInput('')).toBeUndefined();
    expect(parseDecimalInput(null)).toBeUndefined();
    for (const bad of ['12abc', '1,2,3', '1e3', '1.2.3', 'Infinity', true]) {
      expect(parseDecimalInput(bad)).toBeNaN();
    }
  });

  it('round-trips any number written with a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 9 }), (i, d) => {
        expect(parseDecimalInput(`${i},${d}`)).toBe(Number(`${i}.${d}`));
      }),
    );
  });
});

describe('hasAtMostDecimals', () => {
  it('tolerates binary floating point', () => {
    expect(hasAtMostDecimals(0.1 + 0.2, 1)).toBe(true);
    expect(hasAtMostDecimals(19.99, 2)).toBe(true);
    expect(hasAtMostDecimals(19.999, 2)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25_000 }), (tenths) => {
        expect(hasAtMostDecimals(tenths / 10, 1)).toBe(true);
      }),
    );
  });
});

describe('dates', () => {
  it('knows real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-00-10')).toBe(false);
  });

  it('spans the time zones of the Earth', () => {
    const now = new Date('2026-06-15T11:00:00Z');
    expect(latestToday(now)).toBe('2026-06-16');
    expect(earliestToday(now)).toBe('2026-06-14');
  });

  it('steps back whole years, 29 February to 28 February', () => {
    expect(yearsBefore('2026-06-15', 19)).toBe('2007-06-15');
    expect(yearsBefore('2024-02-29', 19)).toBe('2005-02-28');
  });
});

describe('localToday', () => {
  it("is the device's calendar day, not the UTC one", () => {
    try {
      vi.stubEnv('TZ', 'Australia/Sydney');
      // 22:00 UTC on the 24th is 09:00 on the 25th in Sydney.
      expect(localToday(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
      vi.stubEnv('TZ', 'America/Los_Angeles');
      expect(localToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
