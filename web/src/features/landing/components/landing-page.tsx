import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { LazyShareButtons } from '../../../components/share/lazy-share-buttons';
import { FeatureSlideshow } from './feature-slideshow';
import { appPaths } from '../../../config/paths';

export default function LandingPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  return (
    <main className="landing" id="main">
      <section className="hero">
        <h1>
          <Trans>Know which size fits, today and next season</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Record your child’s height, weight and foot length. Sprout shows where they stand on the
            WHO growth curves and which clothing and shoe sizes to buy now and for the coming
            seasons.
          </Trans>
        </p>
        <div className="hero__actions">
          <Link className="button button--large" to={appPaths.signUp(lang)}>
            <Trans>Sign up free</Trans>
          </Link>
          <Link className="button button--large button--secondary" to={appPaths.signIn(lang)}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
        <p className="hero__free">
          <Trans>100% free. No subscriptions, no hidden fees.</Trans>
        </p>
      </section>
      <FeatureSlideshow />
      <section className="landing__share" aria-labelledby="landing-share-title">
        <h2 id="landing-share-title">
          <Trans>Know a parent who would like Sprout?</Trans>
        </h2>
        <LazyShareButtons
          url={`${window.location.origin}/${lang}`}
          title="Sprout"
          text={t`Know which size fits, today and next season`}
        />
      </section>
    </main>
  );
}
