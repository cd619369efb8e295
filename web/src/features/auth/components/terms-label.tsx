import { Trans } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { appPaths } from '../../../config/paths';

/** "I accept the terms of use and the privacy policy", both opening in a new tab (spec). */
export function TermsLabel({ htmlFor }: { htmlFor: string }) {
  const lang = useRouteLanguage();
  return (
    <label htmlFor={htmlFor}>
      <Trans>
        I accept the{' '}
        <a href={appPaths.terms(lang)} target="_blank" rel="noopener noreferrer">
          terms of use
        </a>{' '}
        and the{' '}
        <a href={appPaths.privacy(lang)} target="_blank" rel="noopener noreferrer">
          privacy policy
        </a>
      </Trans>
    </label>
  );
}
