import { Trans } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';

/** "I accept the terms of use and the privacy policy", both opening in a new tab (spec). */
export function TermsLabel({ htmlFor }: { htmlFor: string }) {
  const lang = useRouteLanguage();
  return (
    <label htmlFor={htmlFor}>
      <Trans>
        I accept the{' '}
        <a href={`/${lang}/terms`} target="_blank" rel="noopener noreferrer">
          terms of use
        </a>{' '}
        and the{' '}
        <a href={`/${lang}/privacy`} target="_blank" rel="noopener noreferrer">
          privacy policy
        </a>
      </Trans>
    </label>
  );
}
