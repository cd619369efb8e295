import { describe, expect, it } from 'vitest';
import {
  displayUnit,
  formatAxisTick,
  formatDisplayNumber,
  formatInUnit,
  formatMeasurement,
  formatMeasurementRange,
  toDisplayValue,
  unitSymbol,
} from './measurement-format';

const nbsp = '\u00a0';

describe('formatMeasurement', () => {
  it('shows metric in cm and kg, to one decimal', () => {
    expect(formatMeasurement('height', 101.64, 'metric', 'en-GB')).toEqual({
      value: 101.6,
      number: '101.6',
      unit: 'cm',
      text: `101.6${nbsp}cm`,
    });
    expect(formatMeasurement('weight', 15.15, 'metric', 'en-GB').text).toBe(`15.2${nbsp}kg`);
    // Foot length in cm for metric (spec 3), not mm.
    expect(formatMeasurement('footLength', 17.5, 'metric', 'en-GB').text).toBe(`17.5${nbsp}cm`);
    expect(formatMeasurement('height', 120, 'metric', 'en-GB').text).toBe(`120${nbsp}cm`);
  });

  it('shows imperial in inches and lbs, to one decimal', () => {
    expect(formatMeasurement('height', 101.6, 'imperial', 'en-US').text).toBe(`40${nbsp}in`);
    expect(formatMeasurement('height', 104.1, 'imperial', 'en-US').text).toBe(`41${nbsp}in`);
    expect(formatMeasurement('weight', 15.15, 'imperial', 'en-US')).toMatchObject({
      value: 33.4,
      unit: 'lbs',
      text: `33.4${nbsp}lbs`,
    });
    expect(formatMeasurement('footLength', 17.5, 'imperial', 'en-US').text).toBe(`6.9${nbsp}in`);
    expect(formatMeasurement('chest', 80, 'imperial', 'en-US').unit).toBe('in');
  });

  it('writes the number as the locale does', () => {
    expect(formatMeasurement('height', 115.7, 'metric', 'sv-SE').text).toBe(`115,7${nbsp}cm`);
    expect(formatMeasurement('weight', 20.35, 'metric', 'de-DE').text).toBe(`20,4${nbsp}kg`);
    expect(formatMeasurement('height', 115.7, 'imperial', 'fr-FR').text).toBe(`45,6${nbsp}in`);
    // Arabic: Arabic-Indic digits, the Arabic decimal separator and Arabic unit names (CLDR).
    const arabic = formatMeasurement('height', 115.7, 'metric', 'ar-SA');
    expect(arabic.number).toBe('١١٥٫٧');
    expect(arabic).toMatchObject({ unit: 'cm', text: `١١٥٫٧${nbsp}سم` });
    expect(formatMeasurement('weight', 20.35, 'metric', 'ar-SA').text).toBe(`٢٠٫٤${nbsp}كغم`);
    expect(formatMeasurementRange('height', 110, 112, 'imperial', 'ar-SA').text).toMatch(
      new RegExp(`${nbsp}بوصة$`),
    );
  });

  it('formats values already in their unit (chart points) the same way', () => {
    expect(formatInUnit(45.55, 'in', 'sv-SE').text).toBe(`45,6${nbsp}in`);
    expect(toDisplayValue('weight', 100, 'imperial')).toBe(220.5);
    expect(displayUnit('weight', 'imperial')).toBe('lbs');
    expect(displayUnit('footLength', 'metric')).toBe('cm');
    expect(() => formatMeasurement('height', Number.NaN, 'metric', 'en-GB')).toThrow(RangeError);
  });
});

describe('unitSymbol', () => {
  it('writes the units in Arabic letters on Arabic pages only', () => {
    expect((['cm', 'in', 'kg', 'lbs'] as const).map((u) => unitSymbol(u, 'ar-SA'))).toEqual([
      'سم',
      'بوصة',
      'كغم',
      'رطل',
    ]);
    expect(unitSymbol('kg', 'ar')).toBe('كغم');
    expect(unitSymbol('lbs', 'en-US')).toBe('lbs');
    // Not every language starting with "ar" is Arabic.
    expect(unitSymbol('cm', 'arn')).toBe('cm');
  });
});

describe('formatMeasurementRange', () => {
  it('shows a forecast interval in one unit, low to high', () => {
    expect(formatMeasurementRange('height', 101.6, 106.7, 'imperial', 'en-US')).toEqual({
      low: '40',
      high: '42',
      unit: 'in',
      text: `40–42${nbsp}in`,
    });
    expect(formatMeasurementRange('height', 118.4, 112.25, 'metric', 'sv-SE').text).toBe(
      `112,3–118,4${nbsp}cm`,
    );
    expect(formatMeasurementRange('footLength', 18, 18.02, 'metric', 'en-GB').text).toBe(
      `18${nbsp}cm`,
    );
  });
});

describe('formatAxisTick', () => {
  it("writes a chart's tick as a whole number in the locale, beside the one-decimal values", () => {
    expect(formatAxisTick(112.5, 'en-US')).toBe('113');
    expect(formatAxisTick(1250, 'sv-SE')).toBe(`1${nbsp}250`);
    expect(formatAxisTick(99.4, 'de-DE')).toBe('99');
    // The one-decimal formatter of the same locale is not disturbed by the whole-number one.
    expect(formatDisplayNumber(112.46, 'en-US')).toBe('112.5');
  });
});
