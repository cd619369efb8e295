import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useConsentStore } from '../../stores/consent-store';
import { track } from '../../lib/analytics';
import { useRouteLanguage } from '../../lib/use-route-language';
import { appPaths } from '../../config/paths';

/** Whether this visit has granted analytics: once per visit, however often the banner mounts. */
let grantedThisVisit = false;

/** The cookie banner: shown until the visitor accepts or rejects; analytics only after accept. */
export function ConsentBanner() {
  const { consent, choose } = useConsentStore();
  const lang = useRouteLanguage();

  useEffect(() => {
    // An earlier "accepted" grants analytics again on this visit (spec 4), once: the banner
    // mounts again with each language layout (and twice under StrictMode).
    if (consent !== 'accepted' || grantedThisVisit) return;
    grantedThisVisit = true;
    track('consent_granted');
  }, [consent]);

  if (consent !== null) return null;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title">
        <Trans>Cookies and privacy</Trans>
      </h2>
      <p>
        <Trans>
          Sprout keeps only what it needs to work on your device. With your permission we also count
          visits and clicks to improve the app. Read more in our{' '}
          <Link to={appPaths.privacy(lang)}>privacy policy</Link>.
        </Trans>
      </p>
      <div className="consent__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose('rejected')}
        >
          <Trans>Reject</Trans>
        </button>
        <button type="button" className="button" onClick={() => choose('accepted')}>
          <Trans>Accept</Trans>
        </button>
      </div>
    </section>
  );
}
