/**
 * How long a read (a call that changes nothing: `retry: true`, lib/functions.ts) waits for its
 * answer before the page says "Request timed out" (api/timeout) and offers Retry, where the SDK
 * waits 70 s. A write keeps the SDK's wait: a write given up on could still land after the page
 * said it failed. (No imports: the journeys read it too.)
 */
export const readCallTimeoutMs = 15_000;
