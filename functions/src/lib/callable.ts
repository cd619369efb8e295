import {
  HttpsError,
  onCall as firebaseOnCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { ValidationError, type Schema } from 'yup';
import { callableStatusFor, type ErrorCode } from '@sprout/core';
import { enforceAppCheck, region } from '../config';
import { callerIp } from './client-ip';

type Handler<Req, Res> = (request: CallableRequest<Req>) => Res;
/** What firebase-functions' onCall makes of a handler (its answer is always a promise). */
type Callable<Req, Res> = CallableFunction<Req, Res extends Promise<unknown> ? Res : Promise<Res>>;
/** A callable's own options: App Check is everyone's (config.ts), never set per callable. */
export type SproutCallableOptions = Omit<CallableOptions, 'enforceAppCheck'>;

/**
 * Every Sprout callable is made here (ESLint forbids firebase-functions' onCall elsewhere), so
 * each one enforces App Check in production and none on the emulators (config.ts), and runs in
 * Sprout's region unless its options say otherwise.
 */
export function onCall<Req = unknown, Res = unknown>(
  options: SproutCallableOptions,
  handler: Handler<Req, Res>,
): Callable<Req, Res> {
  return firebaseOnCall<Req, Res>({ region, ...options, enforceAppCheck }, (request) =>
    handler(request),
  );
}

/** Throws the spec's coded error; the web maps `details.code` to its translated message. */
export function fail(code: ErrorCode, message: string = code, extra: object = {}): never {
  throw new HttpsError(callableStatusFor(code), message, { code, ...extra });
}

/** The caller's uid, or the spec's 'auth/session-expired' for anonymous calls. */
export function requireUid(request: CallableRequest): string {
  const uid = request.auth?.uid;
  if (!uid) fail('auth/session-expired', 'User not authenticated');
  return uid;
}

/** Whether the caller's ID token says their address is verified (Google's always are). */
export function isVerifiedCaller(request: CallableRequest): boolean {
  return request.auth?.token.email_verified === true;
}

/**
 * The uid of a caller who may write: signed in ('auth/session-expired') with a verified
 * address ('auth/email-not-verified', the spec's 'Please verify your email address'). Every
 * callable that writes for its caller starts here, except deleteAccount (an unverified person
 * may still leave) and logAuthEvent (sign-up logs before the address is verified).
 */
export function requireVerifiedUid(request: CallableRequest): string {
  const uid = requireUid(request);
  if (!isVerifiedCaller(request)) {
    fail('auth/email-not-verified', 'Please verify your email address');
  }
  return uid;
}

/** yup's checks that a number lies between bounds. */
const rangeChecks = new Set(['min', 'max', 'lessThan', 'moreThan']);

/**
 * The spec's validation code for a schema's failures: 'validation/required' when every failure is
 * a missing (or empty) field, 'validation/out-of-range' when every one is a number outside its
 * bounds, and otherwise 'validation/invalid-format'.
 */
export function validationCodeOf(error: ValidationError, data?: unknown): ErrorCode {
  const failures = error.inner.length > 0 ? error.inner : [error];
  // yup 1 names a missing value's check 'optionality' (required, defined, nonNullable); a value
  // the schema's transform turned into null ('abc' for a size) was sent, though: a wrong format.
  const missing = (e: ValidationError) =>
    ['optionality', 'required', 'defined'].includes(e.type ?? '') && !sent(data, e.path);
  // A number past its bounds; a text too long is a wrong format.
  const outside = (e: ValidationError) =>
    rangeChecks.has(e.type ?? '') && typeof e.value === 'number';
  if (failures.every(missing)) return 'validation/required';
  if (failures.every(outside)) return 'validation/out-of-range';
  return 'validation/invalid-format';
}

/** Whether the payload holds something (not blank) at yup's path ('a.b', 'a[0].b'). */
function sent(data: unknown, path: string | undefined): boolean {
  if (data === undefined || !path) return false;
  let value: unknown = data;
  for (const key of path.split(/[.[\]"]+/).filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== undefined && value !== null && !(typeof value === 'string' && !value.trim());
}

/**
 * Validates a payload with a core schema (unknown keys dropped). Failures carry the schema's
 * validation codes in `details.errors` and the fields concerned in `details.fields`, under the
 * code validationCodeOf gives.
 */
export async function parse<T>(schema: Schema<T>, data: unknown): Promise<T> {
  try {
    return await schema.validate(data ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      // The fields concerned (yup's paths), so the page's error box can name them.
      const fields = [
        ...new Set((error.inner.length > 0 ? error.inner : [error]).map((e) => e.path)),
      ];
      fail(validationCodeOf(error, data), 'Invalid request', {
        errors: error.errors,
        fields: fields.filter((path): path is string => typeof path === 'string' && path !== ''),
      });
    }
    // A transform that meets the wrong type throws (yup's trim() on an array: 'val.trim is not
    // a function'); the schema is pure, so the payload is what is wrong (found by the fuzz suite).
    fail('validation/invalid-format', 'Invalid request', { errors: ['validation.invalidFormat'] });
  }
}

/** Whether `data` passes `schema`; false also when a transform throws on a wrong type. */
export function isValid(schema: Schema<unknown>, data: unknown): boolean {
  try {
    return schema.isValidSync(data);
  } catch {
    return false;
  }
}

/**
 * The client's address, from the platform's trusted header (lib/client-ip.ts), never from a
 * value the client could set.
 */
export function clientIp(request: CallableRequest): string | null {
  return callerIp(request);
}
