import { string } from 'yup';
import { validationCodes as codes } from './validation-codes';

/**
 * The ids callables take. Each is checked for shape and length before it becomes part of a
 * document path, so a crafted id ('abc/measurements/x', '..', 5 kB of text) can never address
 * another or a deeper document, and a bad one answers 'validation/invalid-format'. `strict` keeps
 * yup from turning a number or an object into a string.
 */

/** A Firestore auto-id (`doc()`): 20 letters and digits. Children are created with one. */
export const autoIdPattern = /^[A-Za-z0-9]{20}$/;

/** A Firebase Auth uid: letters, digits, '-' and '_', at most 128 (Auth's own limit). */
export const uidPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** A document id made by `doc()`, for example a child's. */
export const autoIdSchema = string()
  .strict()
  .typeError(codes.invalidFormat)
  .required(codes.required)
  .matches(autoIdPattern, codes.invalidFormat);

/** A user's id (a follower, an owner). */
export const uidSchema = string()
  .strict()
  .typeError(codes.invalidFormat)
  .required(codes.required)
  .matches(uidPattern, codes.invalidFormat);
