import { useEffect, useState } from 'react';

/** False until `wait()`, called once when the component mounts, has resolved; then true. */
export function useAfter(wait: () => Promise<unknown>): boolean {
  // The first render's function: a caller's new function on each render starts no new wait.
  const [waitOnce] = useState(() => wait);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void waitOnce().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, [waitOnce]);
  return done;
}
