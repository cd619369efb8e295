import { boolean, object, ref, string, type InferType } from 'yup';
import { routeLanguages } from '../locale/languages';
import {
  emailPattern,
  passwordMinLength,
  validationCodes as codes,
} from '../validation/validation-codes';

/** The e-mail sign-up form (spec section 5). Messages are validation codes. */
export const signUpSchema = object({
  language: string()
    .oneOf([...routeLanguages], codes.languageRequired)
    .required(codes.languageRequired),
  name: string().trim().max(80, codes.nameRequired).required(codes.nameRequired),
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

export const signInSchema = object({
  email: string().trim().lowercase().required(codes.required),
  password: string().required(codes.required),
});

export type SignInInput = InferType<typeof signInSchema>;
