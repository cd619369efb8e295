import { describe, expect, it } from 'vitest';
import { asksWhetherWalks, wearsShoes } from './walking';

describe('wearsShoes', () => {
  it('gives no shoes to a baby, and shoes from 12 months when the parent has not said', () => {
    expect(wearsShoes({ birthDate: '2026-10-20' }, '2026-11-27')).toBe(false);
    expect(wearsShoes({ birthDate: '2025-12-01' }, '2026-11-27')).toBe(false);
    expect(wearsShoes({ birthDate: '2025-11-20' }, '2026-11-27')).toBe(true);
  });

  it('follows the parent before 18 months, both ways', () => {
    expect(wearsShoes({ birthDate: '2026-02-01', walks: true }, '2026-11-27')).toBe(true);
    expect(wearsShoes({ birthDate: '2025-09-01', walks: false }, '2026-11-27')).toBe(false);
  });

  it('gives every child shoes from 18 months, whatever was answered before', () => {
    expect(wearsShoes({ birthDate: '2025-05-01', walks: false }, '2026-11-27')).toBe(true);
    expect(wearsShoes({ birthDate: '2019-05-01' }, '2026-11-27')).toBe(true);
  });
});

describe('asksWhetherWalks', () => {
  it('asks until 18 months', () => {
    expect(asksWhetherWalks('2025-06-01', '2026-11-27')).toBe(true);
    expect(asksWhetherWalks('2025-05-01', '2026-11-27')).toBe(false);
  });
});
