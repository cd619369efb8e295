import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { WriteToUs } from './write-to-us';
import LegalLayout, { type LegalSection } from './legal-layout';
import { appPaths } from '../../../config/paths';

const updated = '2026-11-22';

export default function AboutPage() {
  const lang = useRouteLanguage();

  const sections: LegalSection[] = [
    {
      id: 'what-sprout-is',
      title: <Trans>What Sprout is</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout helps families buy clothes and shoes that fit. Record your child’s height,
              weight and foot length, and Sprout shows where they stand on the WHO growth curves,
              which sizes fit today in seven size systems (EU, US, UK, CN, JP, AU and CA), and which
              sizes they will probably need in the coming seasons.
            </Trans>
          </p>
          <p>
            <Trans>
              Sprout is made for parents, guardians and grandparents, not for children to use
              themselves. It runs in your browser, and you can install it on your phone or computer
              like an app.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'how-it-works',
      title: <Trans>How sizes and forecasts are calculated</Trans>,
      content: (
        <>
          <p>
            <Trans>Sprout builds on published growth research and size charts:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Growth percentiles</strong> come from the WHO Child Growth Standards (2006)
                for children from birth to 5 years, and the WHO Growth Reference (2007) for ages 5
                to 19.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Foot length</strong> is compared with a University of Michigan anthropometry
                study of US children from 1977.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Clothing and shoe sizes</strong> come from size charts published by
                retailers and standards bodies.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Forecasts</strong> estimate how your child will grow before each coming
                season from their own measurements and the growth references. We tested them against
                the recorded growth of real children in the Berkeley Growth Study.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Sizes and forecasts are guidance for shopping, not medical advice. If you are worried
              about your child’s growth, talk to a doctor, nurse or another health professional.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'why-free',
      title: <Trans>Why Sprout is free</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout has no subscriptions and no paid features. When you buy a product through a
              link in Sprout, the shop pays us a small commission. The price you pay stays the same.
            </Trans>
          </p>
          <p>
            <Trans>
              We recommend products that fit your child’s sizes and the season ahead. We never sell
              your data, and shops learn nothing about your children: the link carries only a
              referral code. Our <Link to={appPaths.privacy(lang)}>privacy policy</Link> has the
              details.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'brand-sizing',
      title: <Trans>A note on brands</Trans>,
      content: (
        <p>
          <Trans>
            Sizes differ between brands, and sometimes between products of the same brand. Take
            Sprout’s size as a starting point, then check the shop’s own size chart and compare with
            clothes that fit your child well today. For shoes, the width and shape of the foot
            matter as well as its length.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: <Trans>The team and contact</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout is made by the Sprout team. We would love to hear your questions, ideas and
              corrections, especially when a size did not work out for a particular brand.
            </Trans>
          </p>
          <p>
            <WriteToUs />
          </p>
          <p>
            <Trans>
              Using Sprout means you agree to our{' '}
              <Link to={appPaths.terms(lang)}>terms of use</Link>. Read our{' '}
              <Link to={appPaths.privacy(lang)}>privacy policy</Link> to see how we handle your
              data.
            </Trans>
          </p>
        </>
      ),
    },
  ];

  return <LegalLayout title={<Trans>About Sprout</Trans>} updated={updated} sections={sections} />;
}
