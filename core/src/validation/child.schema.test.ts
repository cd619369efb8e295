import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addChildSchema, editChildNameSchema } from './child.schema';
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
