import { FocusOnNavigate } from '../components/a11y/focus-on-navigate';
import { ReloadPrompt } from '../components/pwa/reload-prompt';

/**
 * What every page adds once it has settled, in one chunk the first paint does not wait for: the
 * service worker's update prompt, and focus that follows navigation. (The landing's first load is
 * at its budget: a chunk of their own would cost it bytes.)
 */
export function AfterSettle() {
  return (
    <>
      <ReloadPrompt />
      <FocusOnNavigate />
    </>
  );
}
