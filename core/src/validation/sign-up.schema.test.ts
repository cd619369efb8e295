import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signUpSchema } from './auth.schema';

const valid = {
  language: 'sv',
  name: 'Anna',
  email: '  Anna@Example.COM ',
  password: 'longenough',
  confirmPassword: 'longenough',
  acceptTerms: true,
};

async function errorsOf(input: object): Promise<string[]> {
  try {
    await signUpSchema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('signUpSchema', () => {
  it('lower-cases and trims the e-mail', async () => {
    expect((await signUpSchema.validate(valid)).email).toBe('anna@example.com');
  });

  it('reports each rule of the spec as a code', async () => {
    const errors = await errorsOf({
      language: 'xx',
      name: ' ',
      email: 'not-an-address',
      password: 'short',
      confirmPassword: 'other',
      acceptTerms: false,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'validation.languageRequired',
        'validation.nameRequired',
        'validation.emailInvalid',
        'validation.passwordTooShort',
        'validation.passwordsDoNotMatch',
        'auth.terms.required',
      ]),
    );
  });
});
