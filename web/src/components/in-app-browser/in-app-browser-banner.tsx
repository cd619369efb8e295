import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { detectInAppBrowser, systemBrowserUrl } from '../../lib/in-app-browser';

/** Tells visitors inside a social app's browser to continue in their real browser. */
export function InAppBrowserBanner() {
  const inApp = useMemo(() => detectInAppBrowser(navigator.userAgent), []);
  const [copied, setCopied] = useState(false);
  if (!inApp) return null;
  const app = inApp.app;
  const href = systemBrowserUrl(window.location.href, inApp.platform);
  return (
    <aside className="in-app-banner" role="note" aria-labelledby="in-app-title">
      <p id="in-app-title" className="in-app-banner__title">
        <Trans>You are in {app}’s built-in browser</Trans>
      </p>
      <p>
        <Trans>
          Google sign-in does not work here. Open Sprout in your phone’s browser to sign in and to
          install the app.
        </Trans>
      </p>
      {inApp.platform === 'other' ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
          }}
        >
          {copied ? <Trans>Link copied</Trans> : <Trans>Copy link</Trans>}
        </button>
      ) : (
        <a className="button" href={href}>
          <Trans>Open in system browser</Trans>
        </a>
      )}
    </aside>
  );
}
