import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { isIosSafariInBrowser, useInstallOffer } from '../../lib/install-prompt';

/**
 * "Install Sprout" where the browser offers installation (beforeinstallprompt), and a short how-to
 * for Safari on iPhone and iPad, which offers none. Nothing once installed.
 */
export function InstallApp() {
  const offer = useInstallOffer();
  const [ios] = useState(() => isIosSafariInBrowser());
  // First: Safari on iOS never offers installation; a browser that only claims to be it (its user
  // agent) may, and the how-to is what an iPhone user needs.
  if (ios) {
    return (
      <p className="install-help" data-testid="ios-install-help">
        <Trans>
          To install Sprout on your iPhone or iPad, tap Share in Safari, then Add to Home Screen.
        </Trans>
      </p>
    );
  }
  if (offer) {
    return (
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void offer.install()}
      >
        <Trans>Install Sprout</Trans>
      </button>
    );
  }
  return null;
}
