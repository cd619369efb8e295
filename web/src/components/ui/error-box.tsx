import { useEffect, type ReactNode } from 'react';
import { track } from '../../lib/analytics';

type Props = { code: string; children: ReactNode; onRetry?: () => void; retryLabel?: ReactNode };

/** The spec's error box: coloured by code family (auth, validation, api, db), with an optional retry. */
export function ErrorBox({ code, children, onRetry, retryLabel }: Props) {
  const family = code.split('/')[0] ?? 'default';
  // The spec's error event, once per error shown (with consent only: lib/analytics).
  useEffect(() => {
    track('error', { code });
  }, [code]);
  return (
    <div className={`error-box error-box--${family}`} role="alert">
      <p>{children}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
