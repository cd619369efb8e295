import { useEffect, useState } from 'react';

export type Live<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

type Watch<T> = (onData: (data: T) => void, onError: (error: Error) => void) => () => void;

/** Follows a Firestore listener while the component is mounted (detached on leave). */
export function useLive<T>(key: string | null, watch: Watch<T>): Live<T> {
  const [result, setResult] = useState<{ key: string | null; live: Live<T> }>({
    key,
    live: { state: 'loading' },
  });
  useEffect(() => {
    if (key === null) return undefined;
    return watch(
      (data) => setResult({ key, live: { state: 'ready', data } }),
      () => setResult({ key, live: { state: 'error' } }),
    );
    // `watch` is recreated each render; the key says when to listen anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.live : { state: 'loading' };
}
