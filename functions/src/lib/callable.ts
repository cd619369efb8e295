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

/**
 * Validates a payload with a core schema (unknown keys dropped). Failures become
 * 'validation/invalid-format' with the schema's validation codes in `details.errors`.
 */
export async function parse<T>(schema: Schema<T>, data: unknown): Promise<T> {
  try {
    return await schema.validate(data ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      fail('validation/invalid-format', 'Invalid request', { errors: error.errors });
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
