import { Link, useLocation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteLanguage } from '../../lib/use-route-language';
import { LazyShareButtons } from '../../components/share/lazy-share-buttons';
import { socialProfiles } from '../../config/social';
import { useConsentStore } from '../../stores/consent-store';
import { LanguageMenu } from './language-menu';
import { InstallApp } from '../../components/pwa/install-app';
import { appPaths } from '../../config/paths';

/** The spec's footer: share buttons, social profiles, the language menu and the legal links. */
export function Footer() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const resetConsent = useConsentStore((s) => s.reset);
  const onLanding = useLocation().pathname === appPaths.home(lang);
  return (
    <footer className="footer">
      {/* The landing page has its own share section; the footer's would repeat it. */}
      {onLanding ? null : (
        <section className="footer__share" aria-labelledby="footer-share-title">
          <h2 id="footer-share-title" className="footer__title">
            <Trans>Tell a friend about Sprout</Trans>
          </h2>
          <LazyShareButtons
            url={`${window.location.origin}/${lang}`}
            title="Sprout"
            text={t`Sprout shows which clothing and shoe sizes fit your child, today and next season. Free.`}
          />
        </section>
      )}
      <nav className="footer__social" aria-label={t`Sprout on social media`}>
        <ul>
          {socialProfiles.map((profile) => (
            <li key={profile.network}>
              <a href={profile.url} target="_blank" rel="noopener noreferrer">
                {profile.network}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <InstallApp />
      <LanguageMenu />
      <nav className="footer__legal" aria-label={t`Legal`}>
        <ul>
          <li>
            <Link to={appPaths.terms(lang)}>
              <Trans>Terms of use</Trans>
            </Link>
          </li>
          <li>
            <Link to={appPaths.privacy(lang)}>
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <Link to={appPaths.about(lang)}>
              <Trans>About Sprout</Trans>
            </Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={resetConsent}>
              <Trans>Cookie settings</Trans>
            </button>
          </li>
        </ul>
      </nav>
      <p className="footer__note">
        <Trans>Sprout is free, funded by affiliate links on product recommendations.</Trans>
      </p>
    </footer>
  );
}
