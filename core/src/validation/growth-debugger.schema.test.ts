import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { growthDebuggerSchema } from './growth-debugger.schema';

const form = {
  birthDate: '2023-06-01',
  gender: 'male',
  height: '95',
  weight: '15,2',
  footLength: 15,
  measurementDate: '2026-06-01',
};

describe('growthDebuggerSchema', () => {
  it('reads the form, northern hemisphere by default', () => {
    expect(growthDebuggerSchema.cast(form)).toMatchObject({
      height: 95,
      weight: 15.2,
      northernHemisphere: true,
    });
    expect(
      growthDebuggerSchema.cast({ ...form, northernHemisphere: false }).northernHemisphere,
    ).toBe(false);
  });

  it('reports any bad number with one message', () => {
    expect(
      fieldErrors(growthDebuggerSchema, { ...form, height: 'x', weight: '', footLength: -1 }),
    ).toEqual({
      height: ['debugger.invalidNumbers'],
      weight: ['debugger.invalidNumbers'],
      footLength: ['debugger.invalidNumbers'],
    });
  });

  it('reports any bad date with one message', () => {
    expect(
      fieldErrors(growthDebuggerSchema, { ...form, birthDate: '2023-02-31', measurementDate: '' }),
    ).toEqual({
      birthDate: ['debugger.invalidDates'],
      measurementDate: ['debugger.invalidDates'],
    });
    expect(fieldErrors(growthDebuggerSchema, { ...form, measurementDate: '2023-05-31' })).toEqual({
      measurementDate: ['debugger.invalidDates'],
    });
    expect(fieldErrors(growthDebuggerSchema, { ...form, birthDate: '2999-01-01' })).toEqual({
      birthDate: ['debugger.invalidDates'],
      measurementDate: ['debugger.invalidDates'],
    });
  });
});
