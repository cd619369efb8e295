import { describe, expect, it } from 'vitest';
import {
  adminSignInSchema,
  forgotPasswordSchema,
  resetCodeSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth.schema';
import { fieldErrors } from './field-errors';

describe('signUpSchema', () => {
  it('tells a too long name apart from a missing one', () => {
    const base = {
      language: 'sv',
      email: 'a@b.se',
      password: 'longenough',
      confirmPassword: 'longenough',
      acceptTerms: true,
    };
    expect(fieldErrors(signUpSchema, { ...base, name: 'x'.repeat(81) })).toEqual({
      name: ['validation.nameTooLong'],
    });
    expect(fieldErrors(signUpSchema, { ...base, name: '  ' })).toEqual({
      name: ['validation.nameRequired'],
    });
  });
});

describe('signInSchema', () => {
  it('requires e-mail and password', () => {
    expect(fieldErrors(signInSchema, { email: ' ', password: '' })).toEqual({
      email: ['validation.required'],
      password: ['validation.required'],
    });
    expect(signInSchema.cast({ email: ' Pat@X.io ', password: 'p' }).email).toBe('pat@x.io');
  });
});

describe('forgotPasswordSchema', () => {
  it('wants a non-empty address with an at-sign, nothing more', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({
      email: ['validation.emailInvalid'],
    });
    expect(fieldErrors(forgotPasswordSchema, { email: 'pat.example.com' })).toEqual({
      email: ['validation.emailInvalid'],
    });
    expect(fieldErrors(forgotPasswordSchema, { email: 'pat@localhost' })).toEqual({});
    expect(forgotPasswordSchema.cast({ email: ' Pat@Example.com ' }).email).toBe('pat@example.com');
  });
});

describe('resetPasswordSchema', () => {
  it('asks for 8 characters and the same confirmation', () => {
    expect(
      fieldErrors(resetPasswordSchema, { password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      password: ['validation.passwordTooShort'],
      confirmPassword: ['validation.passwordsDoNotMatch'],
    });
    expect(
      fieldErrors(resetPasswordSchema, { password: 'longenough', confirmPassword: 'longenough' }),
    ).toEqual({});
  });

  it('reports a missing reset code', () => {
    expect(fieldErrors(resetCodeSchema, '')).toEqual({ '': ['auth.resetTokenMissing'] });
    expect(fieldErrors(resetCodeSchema, undefined)).toEqual({ '': ['auth.resetTokenMissing'] });
    expect(fieldErrors(resetCodeSchema, 'oob-code')).toEqual({});
  });
});

describe('adminSignInSchema', () => {
  const base = { email: 'admin@sprout.app', password: 'secret' };

  it('requires e-mail and password', () => {
    expect(fieldErrors(adminSignInSchema, { email: '', password: '' })).toEqual({
      email: ['admin.emailRequired'],
      password: ['validation.required'],
    });
  });

  it('ignores the code unless the form asks for it', () => {
    expect(fieldErrors(adminSignInSchema, base)).toEqual({});
    expect(fieldErrors(adminSignInSchema, { ...base, code: 'x' })).toEqual({});
  });

  it('then wants exactly six digits', () => {
    const context = { codeRequired: true };
    expect(fieldErrors(adminSignInSchema, base, context)).toEqual({ code: ['admin.codeRequired'] });
    expect(fieldErrors(adminSignInSchema, { ...base, code: '12345' }, context)).toEqual({
      code: ['admin.codeRequired'],
    });
    expect(fieldErrors(adminSignInSchema, { ...base, code: ' 123456 ' }, context)).toEqual({});
  });
});
