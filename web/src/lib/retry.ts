import { ServerTimeoutError } from './server-answer';

/** The spec's retry wrapper (section 9): 3 attempts, 1 s first delay, doubling, at most 5 s. */
export type RetryPolicy = {
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
  factor: number;
};

export const retryPolicy: RetryPolicy = {
  attempts: 3,
  initialDelayMs: 1000,
  maxDelayMs: 5000,
  factor: 2,
};

/** Sign-up gets 5 attempts (spec section 9). */
export const signUpRetryPolicy: RetryPolicy = { ...retryPolicy, attempts: 5 };

/** Error codes a second attempt can cure: the connection or the server's load, never a refusal. */
const transientCodes = new Set([
  'unavailable',
  'deadline-exceeded',
  'functions/unavailable',
  'functions/deadline-exceeded',
  'auth/network-request-failed',
  'api/network-error',
]);

/**
 * Worth another attempt: a quick "cannot reach the server" answer. A refusal (rules, validation)
 * never is, and neither is our own timeout: the user has waited the full 10 s once already.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof ServerTimeoutError) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && transientCodes.has(code);
}

/** The wait before attempt `attempt + 1` (attempt counts from 1). */
export function retryDelayMs(attempt: number, policy: RetryPolicy = retryPolicy): number {
  return Math.min(policy.initialDelayMs * policy.factor ** (attempt - 1), policy.maxDelayMs);
}

/** Runs `work` until it succeeds, fails for good, or the policy's attempts are spent. */
export async function withRetry<T>(
  work: () => Promise<T>,
  policy: RetryPolicy = retryPolicy,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= policy.attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt, policy)));
    }
  }
}
