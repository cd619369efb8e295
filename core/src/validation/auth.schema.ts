import { boolean, object, ref, string, type InferType } from 'yup';
import { routeLanguages } from '../locale/languages';
import { emailPattern, passwordMinLength, validationCodes as codes } from './validation-codes';

/** The sign-up form (spec section 5). */
export const signUpSchema = object({
  language: string()
    .oneOf([...routeLanguages], codes.languageRequired)
    .required(codes.languageRequired),
  name: string().trim().max(80, codes.nameTooLong).required(codes.nameRequired),
  email: string()
    .trim()
    .lowercase()
    .matches(emailPattern, codes.emailInvalid)
    .required(codes.emailInvalid),
  password: string()
    .min(passwordMinLength, codes.passwordTooShort)
    .required(codes.passwordTooShort),
  confirmPassword: string()
    .oneOf([ref('password')], codes.passwordsDoNotMatch)
    .required(codes.passwordsDoNotMatch),
  acceptTerms: boolean().oneOf([true], codes.termsRequired).required(codes.termsRequired),
});

export type SignUpInput = InferType<typeof signUpSchema>;

/** The sign-in form: e-mail and password required (the server judges them). */
export const signInSchema = object({
  email: string().trim().lowercase().required(codes.required),
  password: string().required(codes.required),
});

export type SignInInput = InferType<typeof signInSchema>;

/**
 * The forgot-password form. The spec asks only for a non-empty address containing '@': the reset
 * request never reveals whether an account exists, so there is no more to check here.
 */
export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .lowercase()
    .required(codes.emailInvalid)
    .matches(/@/, { message: codes.emailInvalid, excludeEmptyString: true }),
});

export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;

/** The new-password form of the reset page. */
export const resetPasswordSchema = object({
  password: string()
    .min(passwordMinLength, codes.passwordTooShort)
    .required(codes.passwordTooShort),
  confirmPassword: string()
    .oneOf([ref('password')], codes.passwordsDoNotMatch)
    .required(codes.passwordsDoNotMatch),
});

export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;

/**
 * The reset link's one-time code (Firebase's `oobCode`, DESIGN.md): without it the page shows
 * 'No reset token found. Please request a new password reset.'
 */
export const resetCodeSchema = string().trim().required(codes.resetTokenMissing);

export type ResetCodeInput = InferType<typeof resetCodeSchema>;

/** Context of {@link adminSignInSchema}: the server asked for the second factor. */
export type AdminSignInContext = { codeRequired?: boolean };

/**
 * The admin login form. The 6-digit two-factor code is checked only when the form shows it:
 * validate with `{ context: { codeRequired: true } }`.
 */
export const adminSignInSchema = object({
  email: string().trim().lowercase().required(codes.adminEmailRequired),
  password: string().required(codes.required),
  code: string()
    .trim()
    .when('$codeRequired', {
      is: true,
      then: (schema) =>
        schema
          .required(codes.adminCodeRequired)
          .matches(/^\d{6}$/, { message: codes.adminCodeRequired, excludeEmptyString: true }),
      otherwise: (schema) => schema.optional(),
    }),
});

export type AdminSignInInput = InferType<typeof adminSignInSchema>;
