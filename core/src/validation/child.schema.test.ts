import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addChildSchema, editChildNameSchema, editChildSchema } from './child.schema';
import { fieldErrors } from './field-errors';

describe('addChildSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 15 June 2026, noon UTC: the latest date on Earth is still 16 June (UTC+14 is 02:00).
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const child = { name: ' Alva ', birthDate: '2022-03-01', gender: 'female' };

  it('accepts a child and trims the name', () => {
    expect(fieldErrors(addChildSchema, child)).toEqual({});
    expect(addChildSchema.cast(child).name).toBe('Alva');
  });

  it('requires name, birth date and gender', () => {
    expect(fieldErrors(addChildSchema, { name: ' ', birthDate: '', gender: '' })).toEqual({
      name: ['validation.nameRequired'],
      birthDate: ['child.birthDateRequired'],
      gender: ['child.genderRequired'],
    });
    expect(fieldErrors(addChildSchema, { ...child, name: 'x'.repeat(81) })).toEqual({
      name: ['validation.nameTooLong'],
    });
    expect(fieldErrors(addChildSchema, { ...child, gender: 'other' })).toEqual({
      gender: ['child.genderRequired'],
    });
  });

  it('wants a real YYYY-MM-DD date', () => {
    for (const birthDate of ['2024-02-30', '01/03/2022', '2022-3-1', '2022-03-01T00:00:00Z']) {
      expect(fieldErrors(addChildSchema, { ...child, birthDate })).toEqual({
        birthDate: ['validation.dateInvalid'],
      });
    }
    expect(fieldErrors(addChildSchema, { ...child, birthDate: '2024-02-29' })).toEqual({});
  });

  it('refuses a birth date that no time zone has reached yet', () => {
    expect(fieldErrors(addChildSchema, { ...child, birthDate: '2026-06-16' })).toEqual({});
    expect(fieldErrors(addChildSchema, { ...child, birthDate: '2026-06-17' })).toEqual({
      birthDate: ['validation.dateInFuture'],
    });
  });

  it('accepts children up to 19 years old', () => {
    // Their 19th birthday is today.
    expect(fieldErrors(addChildSchema, { ...child, birthDate: '2007-06-15' })).toEqual({});
    expect(fieldErrors(addChildSchema, { ...child, birthDate: '2007-06-14' })).toEqual({
      birthDate: ['child.birthDateTooOld'],
    });
  });
});

describe('editChildNameSchema', () => {
  it('requires a name', () => {
    expect(fieldErrors(editChildNameSchema, { name: '' })).toEqual({
      name: ['validation.nameRequired'],
    });
    expect(editChildNameSchema.cast({ name: ' Ebbe ' })).toEqual({ name: 'Ebbe' });
  });
});

describe('editChildSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const child = { name: 'Alva', birthDate: '2022-03-01', gender: 'female' };

  it('checks what adding a child checks', () => {
    expect(fieldErrors(editChildSchema(), child)).toEqual({});
    expect(
      fieldErrors(editChildSchema({ earliestMeasuredAt: '2023-01-01' }), {
        ...child,
        name: '',
        gender: 'x',
      }),
    ).toEqual({ name: ['validation.nameRequired'], gender: ['child.genderRequired'] });
    expect(fieldErrors(editChildSchema(), { ...child, birthDate: '2026-06-17' })).toEqual({
      birthDate: ['validation.dateInFuture'],
    });
    expect(fieldErrors(editChildSchema(), { ...child, birthDate: '2007-06-14' })).toEqual({
      birthDate: ['child.birthDateTooOld'],
    });
  });

  it('keeps the birth date a child has past 19, but no other date that old', () => {
    const grown = { ...child, birthDate: '2007-01-01' };
    expect(fieldErrors(editChildSchema({ stored: '2007-01-01' }), grown)).toEqual({});
    expect(
      fieldErrors(editChildSchema({ stored: '2007-01-01' }), { ...grown, birthDate: '2007-01-02' }),
    ).toEqual({ birthDate: ['child.birthDateTooOld'] });
  });

  it('wants the birth date on or before the earliest measurement', () => {
    expect(fieldErrors(editChildSchema({ earliestMeasuredAt: '2022-03-01' }), child)).toEqual({});
    expect(fieldErrors(editChildSchema({ earliestMeasuredAt: '2022-02-28' }), child)).toEqual({
      birthDate: ['child.birthDateAfterMeasurement'],
    });
    // Without measurements any valid birth date will do.
    expect(
      fieldErrors(editChildSchema({ earliestMeasuredAt: null }), {
        ...child,
        birthDate: '2026-06-01',
      }),
    ).toEqual({});
  });
});
