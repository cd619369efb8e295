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
  if (ios) {
    return (
      <p className="install-help" data-testid="ios-install-help">
        <Trans>
          To install Sprout on your iPhone or iPad, tap Share in Safari, then Add to Home Screen.
        </Trans>
      </p>
    );
  }
  return null;
}
