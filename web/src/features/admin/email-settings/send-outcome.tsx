import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';

/** The success text and the way back to the form; the button takes the focus the form had. */
export function SentNotice({
  children,
  onAnother,
}: {
  children: ReactNode;
  onAnother: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="email-settings__sent">
      <p className="notice--success" role="status">
        {children}
      </p>
      <button ref={button} type="button" className="button button--secondary" onClick={onAnother}>
        <Trans>Send Another</Trans>
      </button>
    </div>
  );
}

/** The server's error text when it gave one, else the spec's fallback sentence. */
export function SendFailure({
  serverText,
  fallback,
}: {
  serverText: string | null;
  fallback: ReactNode;
}) {
  return <ErrorBox code="api">{serverText ?? fallback}</ErrorBox>;
}
