import { useCallback, useEffect, useState } from 'react';

/**
 * A live read as a page sees it. 'ready' only ever holds data the server has confirmed (the api's
 * listeners pass nothing before that), so an empty list in it really is empty; until then it is
 * 'loading', and a failed or unanswered listener is 'error' with a retry that listens anew.
 */
export type Live<T> =
  { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; data: T };

type Watch<T> = (onData: (data: T) => void, onError: (error: Error) => void) => () => void;

/** Follows a Firestore listener while the component is mounted (detached on leave). */
export function useLive<T>(key: string | null, watch: Watch<T>): Live<T> {
  // Retries count per key, so another key's listener starts afresh.
  const [retries, setRetries] = useState<{ key: string | null; count: number }>({ key, count: 0 });
  const attempt = retries.key === key ? retries.count : 0;
  const [result, setResult] = useState<{
    key: string | null;
    attempt: number;
    live: { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };
  }>({ key, attempt, live: { state: 'loading' } });
  const retry = useCallback(() => setRetries({ key, count: attempt + 1 }), [key, attempt]);
  useEffect(() => {
    if (key === null) return undefined;
    return watch(
      (data) => setResult({ key, attempt, live: { state: 'ready', data } }),
      () => setResult({ key, attempt, live: { state: 'error' } }),
    );
    // `watch` is recreated each render; the key (or a retry) says when to listen anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  if (result.key !== key || result.attempt !== attempt) return { state: 'loading' };
  return result.live.state === 'error' ? { state: 'error', retry } : result.live;
}
