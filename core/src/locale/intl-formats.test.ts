import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, and formats as Intl does', () => {
    const sv = numberFormat('sv-SE', { maximumFractionDigits: 1 });
    expect(numberFormat('sv-SE', { maximumFractionDigits: 1 })).toBe(sv);
    expect(sv.format(10.55)).toBe(
      new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format(10.55),
    );
    expect(numberFormat('sv-SE', { maximumFractionDigits: 0 })).not.toBe(sv);
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(sv);
    const date = dateTimeFormat('ar-SA', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('ar-SA', { dateStyle: 'long', timeZone: 'UTC' })).toBe(date);
    expect(date.format(new Date('2026-11-29T00:00:00Z'))).toBe(
      new Intl.DateTimeFormat('ar-SA', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2026-11-29T00:00:00Z'),
      ),
    );
  });
});
