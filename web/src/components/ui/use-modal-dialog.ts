import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Opens a <dialog> as a modal when it mounts and focuses `initialFocus()`; when it unmounts, the
 * focus goes back to the element that opened it, or to `fallbackFocus()` when that is gone (Safari
 * does not focus a clicked button). Browsers without modal dialogs (and test DOMs without them) show it in place.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  initialFocus: () => HTMLElement | null | undefined,
  fallbackFocus?: () => HTMLElement | null,
) {
  const focusFirst = useEffectEvent(initialFocus);
  // Asked on close, so the answer reflects the page as it is then.
  const fallback = useEffectEvent(() => fallbackFocus?.() ?? null);

  useEffect(() => {
    const dialog = ref.current;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    focusFirst()?.focus();
    return () => {
      const target = opener?.isConnected ? opener : fallback();
      target?.focus();
    };
  }, [ref]);
}
