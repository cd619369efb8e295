import { describe, expect, it } from 'vitest';
import {
  birthdayTestEmailSchema,
  sizeCalculatorSchema,
  testEmailSchema,
} from './admin-tools.schema';
import { fieldErrors } from './field-errors';

describe('testEmailSchema', () => {
  it('asks for an address', () => {
    expect(fieldErrors(testEmailSchema, { email: ' ' })).toEqual({
      email: ['admin.emailRequired'],
    });
    expect(fieldErrors(testEmailSchema, { email: 'nobody' })).toEqual({
      email: ['validation.emailInvalid'],
    });
    expect(testEmailSchema.cast({ email: ' Ops@Sprout.app ' })).toEqual({
      email: 'ops@sprout.app',
    });
  });
});

describe('birthdayTestEmailSchema', () => {
  it('leaves out empty optional fields', () => {
    expect(
      birthdayTestEmailSchema.cast({
        email: 'a@b.se',
        childName: ' ',
        birthDate: '',
        upcomingAge: '',
      }),
    ).toEqual({ email: 'a@b.se' });
  });

  it('parses the upcoming age as a whole number', () => {
    expect(
      birthdayTestEmailSchema.cast({ email: 'a@b.se', childName: 'Alva', upcomingAge: ' 5 ' }),
    ).toEqual({ email: 'a@b.se', childName: 'Alva', upcomingAge: 5 });
    expect(fieldErrors(birthdayTestEmailSchema, { email: 'a@b.se', upcomingAge: '5.5' })).toEqual({
      upcomingAge: ['validation.invalidNumber'],
    });
    expect(fieldErrors(birthdayTestEmailSchema, { email: 'a@b.se', upcomingAge: '0' })).toEqual({
      upcomingAge: ['validation.outOfRange'],
    });
  });
});

describe('sizeCalculatorSchema', () => {
  it('wants a number', () => {
    expect(sizeCalculatorSchema.cast({ footLength: '17,5' })).toEqual({ footLength: 17.5 });
    for (const footLength of ['', 'abc', '0']) {
      expect(fieldErrors(sizeCalculatorSchema, { footLength })).toEqual({
        footLength: ['validation.invalidNumber'],
      });
    }
  });
});
