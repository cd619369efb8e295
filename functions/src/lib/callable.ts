import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ValidationError, type Schema } from 'yup';
import { callableStatusFor, type ErrorCode } from '@sprout/core';
import { callerIp } from './client-ip';

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
