import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';

export default function LandingPage() {
  const lang = useRouteLanguage();
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
          <Link className="button button--large" to={`/${lang}/signup`}>
            <Trans>Sign up free</Trans>
          </Link>
          <Link className="button button--large button--secondary" to={`/${lang}/signin`}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
        <p className="hero__free">
          <Trans>100% free. No subscriptions, no hidden fees.</Trans>
        </p>
      </section>
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          <Trans>What Sprout does</Trans>
        </h2>
        <ul className="features__list">
          <li>
            <h3>
              <Trans>Instant fit</Trans>
            </h3>
            <p>
              <Trans>The right size from your child’s age and measurements.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Next season’s size</Trans>
            </h3>
            <p>
              <Trans>A forecast of the sizes your child will need in the coming seasons.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Every size system</Trans>
            </h3>
            <p>
              <Trans>Sizes in EU, US, UK, CN, JP, AU and CA, side by side.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Easy sharing</Trans>
            </h3>
            <p>
              <Trans>Grandparents and friends follow your child through a private link.</Trans>
            </p>
          </li>
        </ul>
      </section>
    </main>
  );
}
