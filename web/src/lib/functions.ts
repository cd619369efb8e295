import type { Functions } from 'firebase/functions';
import type * as FunctionsSdk from 'firebase/functions';
import { errorCodeFromCallable, type ErrorCode } from '@sprout/core';
import { env } from '../config/env';
import { startAppCheck } from './app-check';
import { functionsOrigin, reaches, reportUnreachable } from './connectivity';
import { loadFirebase } from './firebase-loader';
import { withRetry } from './retry';
import { readCallTimeoutMs } from './call-timeouts';

/** The region of every Sprout function (functions/src/config.ts). */
export const functionsRegion = 'europe-west1';
const region = functionsRegion;

let functions: Promise<{ instance: Functions; sdk: typeof FunctionsSdk }> | undefined;

function loadFunctions() {
  // App Check starts first (in parallel with the download), so every call carries its token.
  functions ??= Promise.all([import('firebase/functions'), loadFirebase(), startAppCheck()]).then(
    ([sdk, { firebaseApp }]) => {
      const instance = sdk.getFunctions(firebaseApp, region);
      if (env.useEmulators) sdk.connectFunctionsEmulator(instance, env.emulatorHost, 5001);
      return { instance, sdk };
    },
  );
  return functions;
}

/** A failed call, with the spec's error code the server sent (or one derived from the status). */
export class CallableError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A finer reason some functions add (e.g. the share functions' 'token-expired'). */
    readonly reason: string | null = null,
    /** The request's field the server refused (its validation failures name it), if one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

export type CallOptions = {
  /**
   * How long the SDK waits for a call's answer: readCallTimeoutMs for a read, else the SDK's 70 s.
   */
  timeoutMs?: number;
  /**
   * Tried again while the server cannot be reached (the spec's retry wrapper, lib/retry.ts: 3
   * tries, 1 s then 2 s apart). Only for calls that change nothing, so a second try that follows
   * a first one the server did receive does no harm; never for a refusal.
   */
  retry?: boolean;
};

/** Calls a callable function; failures become CallableError with a catalogue code. */
export async function callFunction<Req, Res>(
  name: string,
  data: Req,
  options: CallOptions = {},
): Promise<Res> {
  const once = () => callOnce<Req, Res>(name, data, options);
  return options.retry ? withRetry(once) : once();
}

async function callOnce<Req, Res>(name: string, data: Req, options: CallOptions): Promise<Res> {
  const { instance, sdk } = await loadFunctions();
  try {
    const timeout = options.timeoutMs ?? (options.retry ? readCallTimeoutMs : undefined);
    const call = sdk.httpsCallable<Req, Res>(instance, name, timeout ? { timeout } : undefined);
    const result = await call(data);
    return result.data;
  } catch (error) {
    const {
      code = 'unknown',
      details,
      message = '',
    } = error as {
      code?: string;
      details?: unknown;
      message?: string;
    };
    const { reason, fields } = (details ?? {}) as { reason?: unknown; fields?: unknown };
    const field = Array.isArray(fields) && typeof fields[0] === 'string' ? fields[0] : null;
    throw new CallableError(
      (await unreachable(code)) ? 'api/network-error' : errorCodeFromCallable(code, details),
      message,
      typeof reason === 'string' ? reason : null,
      field,
    );
  }
}

/**
 * Whether a call failed because the device cannot reach the server. Offline the SDK's request
 * fails without a status, which it reports as 'internal', like a crash on the server: the
 * browser's online flag says offline, or else one request to the functions' origin tells.
 */
async function unreachable(code: string): Promise<boolean> {
  const origin = functionsOrigin(region);
  const offline =
    !navigator.onLine ||
    ((code === 'internal' || code === 'functions/internal') && !(await reaches(origin)));
  if (offline) reportUnreachable(origin);
  return offline;
}

/** A call that failed because the device could not reach the server (offline). */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof CallableError && error.code === 'api/network-error';
}
