import { useCallback, useEffect, useRef, useState } from 'react';
import { CallableError } from '../../../lib/functions';

/** One send form's steps: idle -> sending -> sent (until Send Another) or failed (back to the form). */
export type SendStep<R> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; result: R }
  | { kind: 'failed'; serverText: string | null };

/**
 * The server's error text, when it gave one (spec section 8: shown instead of the fallback).
 * The SDK appends the HTTP status (' [400]'); a bare status or code ('INTERNAL',
 * 'validation/invalid-format') is no text for a person, so the fallback sentence shows instead.
 */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof CallableError)) return null;
  const text = error.message.replace(/ \[\d{3}\]$/, '').trim();
  return text === '' || /^[\w/-]+$/.test(text) ? null : text;
}

/**
 * A send form's state. `returnFocus` marks the control that gets the focus back after Send
 * Another or a failure: the button that had it was disabled or replaced meanwhile, and keyboard
 * users must not be left on the page's body.
 */
export function useSend<A extends unknown[], R>(send: (...args: A) => Promise<R>) {
  const [step, setStep] = useState<SendStep<R>>({ kind: 'idle' });
  const target = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (refocus.current && (step.kind === 'idle' || step.kind === 'failed')) {
      refocus.current = false;
      target.current?.focus();
    }
  }, [step.kind]);

  const run = async (...args: A) => {
    setStep({ kind: 'sending' });
    try {
      const result = await send(...args);
      setStep({ kind: 'sent', result });
    } catch (error) {
      refocus.current = true;
      setStep({ kind: 'failed', serverText: serverErrorText(error) });
    }
  };
  const another = () => {
    refocus.current = true;
    setStep({ kind: 'idle' });
  };
  const returnFocus = useCallback((element: HTMLElement | null) => {
    target.current = element;
  }, []);
  /** Back to idle without moving the focus (the next step takes it). */
  const reset = () => setStep({ kind: 'idle' });
  return { step, run, another, reset, returnFocus };
}
