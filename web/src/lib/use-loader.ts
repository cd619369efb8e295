import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * Data as a page sees it while it loads. For a live source 'ready' only ever holds data the server
 * has confirmed (the api's listeners pass nothing before that), so an empty list in it really is
 * empty; until then it is 'loading', and a failed or unanswered source is 'error' with a retry that
 * loads (or listens) anew.
 */
export type Load<T> =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'ready'; data: T };

export type Loader<T> = Load<T> & {
  /** Loads anew for the same key, through 'loading' (what Retry does). */
  reload: () => void;
  /**
   * Changes the loaded data on this page (optimistic edits and their rollback). Ignored unless
   * ready, and once the key changed or a reload started since this render: it never lands on
   * another key's data.
   */
  setData: (update: (data: T) => T) => void;
};

/** A listener: calls onData for every (confirmed) answer, returns how to stop. */
export type Watch<T, K extends string = string> = (
  key: K,
  onData: (data: T) => void,
  onError: (error: unknown) => void,
) => () => void;

/** What to load for a key: a live listener, or a one-off request. */
export type Source<T, K extends string = string> =
  { watch: Watch<T, K> } | { load: (key: K) => Promise<T> };

type Answer<T> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

function start<T, K extends string>(
  source: Source<T, K>,
  key: K,
  onData: (data: T) => void,
  onError: (error: unknown) => void,
): () => void {
  if ('watch' in source) return source.watch(key, onData, onError);
  source.load(key).then(onData, onError);
  return () => undefined;
}

/**
 * Loads `source` for `key` while the component is mounted, and again whenever the key changes or
 * Retry is used. A null key starts nothing and reads as 'loading' (the page waits for what the key
 * is made of: a user, a chosen child). Answers of an earlier key, an earlier attempt or an
 * unmounted component are dropped, and a live source is stopped when any of these end.
 */
export function useLoader<T, K extends string = string>(
  key: K | null,
  source: Source<T, K>,
): Loader<T> {
  // Every key and every retry is a new run; answers carry their run, so a late one never shows.
  const [current, setCurrent] = useState({ key, run: 0 });
  if (current.key !== key) setCurrent({ key, run: current.run + 1 });
  const run = current.key === key ? current.run : current.run + 1;
  const [answer, setAnswer] = useState<{ run: number; answer: Answer<T> }>({
    run,
    answer: { state: 'loading' },
  });

  // The source is a new function each render; the run alone says when to load anew.
  const begin = useEffectEvent((key: K, onData: (data: T) => void, onError: (e: unknown) => void) =>
    start(source, key, onData, onError),
  );
  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    const stop = begin(
      key,
      // An answer may redraw much of a page (the dashboard's child panel): as a transition React
      // draws it in slices and keeps the page responsive on a slow phone (issue 18, TBT).
      (data) => {
        if (active) startTransition(() => setAnswer({ run, answer: { state: 'ready', data } }));
      },
      (error) => {
        if (active) startTransition(() => setAnswer({ run, answer: { state: 'error', error } }));
      },
    );
    return () => {
      active = false;
      stop();
    };
  }, [key, run]);

  const reload = useCallback(() => setCurrent({ key, run: run + 1 }), [key, run]);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setAnswer((last) =>
        last.run === run && last.answer.state === 'ready'
          ? { run, answer: { state: 'ready', data: update(last.answer.data) } }
          : last,
      ),
    [run],
  );

  const shown: Answer<T> =
    key !== null && answer.run === run ? answer.answer : { state: 'loading' };
  if (shown.state === 'error') return { ...shown, retry: reload, reload, setData };
  return { ...shown, reload, setData };
}
