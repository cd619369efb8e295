import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { WriteToUs } from './write-to-us';
import LegalLayout, { type LegalSection } from './legal-layout';
import { appPaths } from '../../../config/paths';

const updated = '2026-11-22';

export default function TermsPage() {
  const lang = useRouteLanguage();

  const sections: LegalSection[] = [
    {
      id: 'the-service',
      title: <Trans>The service</Trans>,
      content: (
        <>
          <p>
            <Trans>
              These terms apply to Sprout, a free web app in which parents and guardians record
              their children’s measurements and see growth percentiles, clothing and shoe sizes,
              size forecasts for the coming seasons and seasonal product suggestions. Sprout is run
              by the Sprout team (“we”, “us”). By creating an account or using Sprout, you agree to
              these terms.
            </Trans>
          </p>
          <p>
            <Trans>
              How we handle personal data is explained in our{' '}
              <Link to={appPaths.privacy(lang)}>privacy policy</Link>. Please read it together with
              these terms.
            </Trans>
          </p>
          <p>
            <Trans>
              Nothing in these terms takes away the rights you have as a consumer under the law of
              the country where you live.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'free-service',
      title: <Trans>Free, funded by affiliate links</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout is free to use. There are no subscriptions, paid tiers or hidden fees.
            </Trans>
          </p>
          <p>
            <Trans>
              Sprout stays free through affiliate links. When you open a product link in Sprout and
              buy something from that shop, the shop may pay us a commission. The price you pay is
              the same as if you had gone to the shop directly.
            </Trans>
          </p>
          <p>
            <Trans>
              The link tells the shop only that you came from Sprout, through a referral code. We
              never sell your personal data, and we never give shops information about your
              children.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: <Trans>Accounts and eligibility</Trans>,
      content: (
        <>
          <ul>
            <li>
              <Trans>You must be at least 18 years old to create an account.</Trans>
            </li>
            <li>
              <Trans>
                Sprout is meant for parents, legal guardians and other adults who look after a
                child. It is not meant for children to use themselves.
              </Trans>
            </li>
            <li>
              <Trans>
                You may record a child’s data only if you have the right to do so, for example as
                the child’s parent or guardian, or with their permission. As the account holder, you
                are responsible for this.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              You can sign up with an e-mail address and a password, or with your Google account.
              Keep your password to yourself, and tell us straight away if you think someone else
              has used your account. You are responsible for what happens in your account.
            </Trans>
          </p>
          <p>
            <Trans>
              Please keep the information you enter accurate: sizes and forecasts are only as good
              as the measurements they are based on.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: <Trans>Acceptable use</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Use Sprout for what it is for: following your children’s growth and sizes. When you
              use Sprout, do not:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>enter data about a person you have no right to record;</Trans>
            </li>
            <li>
              <Trans>
                use Sprout to harass, track or watch anyone, or share a child’s data with people who
                should not have it;
              </Trans>
            </li>
            <li>
              <Trans>
                try to get into other people’s accounts or data, or to get around the limits of a
                sharing link;
              </Trans>
            </li>
            <li>
              <Trans>
                disrupt or overload the service, test it for weaknesses without our permission, or
                collect data from it with automated tools;
              </Trans>
            </li>
            <li>
              <Trans>
                copy, resell or reuse Sprout’s content, size tables or recommendations in another
                product or service.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              If you find a security problem, please tell us so that we can fix it. We may suspend
              or close an account that breaks these rules, as described under “Ending your account”.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: <Trans>Sharing links</Trans>,
      content: (
        <>
          <p>
            <Trans>
              You can share a child with family and friends, such as grandparents, by creating a
              sharing link. Every link expires after a set time.
            </Trans>
          </p>
          <p>
            <Trans>
              Whoever has the link can open it and see the limited view it shows, until the link
              expires or you revoke it. To follow the child, they need to sign in or create an
              account and subscribe. Subscribers can see the child’s name, birth date, gender,
              measurements and sizes.
            </Trans>
          </p>
          <p>
            <Trans>
              Send links only to people you trust, and do not post them publicly. You can revoke a
              link at any time; after that it no longer works. You decide whom you share with, and
              you are responsible for that choice.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'estimates',
      title: <Trans>Sizes and forecasts are estimates</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout calculates percentiles, sizes and forecasts from the measurements you enter,
              published growth references and size charts. They are estimates to help you shop, not
              a promise that a garment or a pair of shoes will fit. Sizing differs between brands,
              and even between products of the same brand.
            </Trans>
          </p>
          <p>
            <Trans>
              Sprout is not a medical service and does not give medical advice. A growth percentile
              shows how a measurement compares with a reference population; it is not a diagnosis.
              If you are worried about your child’s growth, health or feet, please talk to a doctor,
              nurse or another health professional.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'products-and-shops',
      title: <Trans>Products and shops</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Product suggestions link to shops run by other companies. When you buy something, your
              contract is with the shop, not with us. The shop is responsible for its products,
              prices, availability, delivery, returns and customer service, and its own terms and
              privacy policy apply.
            </Trans>
          </p>
          <p>
            <Trans>
              Prices, availability and product details shown in Sprout come from the shops and may
              change or be out of date. Always check them on the shop’s website before you buy.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'availability',
      title: <Trans>Availability and changes to the service</Trans>,
      content: (
        <>
          <p>
            <Trans>
              We work hard to keep Sprout running and your data safe, but we provide Sprout as it
              is. We cannot promise that it will always be available, uninterrupted or free of
              errors.
            </Trans>
          </p>
          <p>
            <Trans>
              We may change, add or remove features, size systems, shops and products, and we may
              pause the service for maintenance. If we ever decide to close Sprout, we will tell you
              by e-mail in good time, so that you can export your data first.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'ending-your-account',
      title: <Trans>Ending your account</Trans>,
      content: (
        <>
          <p>
            <Trans>
              You can stop using Sprout at any time. <strong>Settings → Delete account</strong>{' '}
              immediately removes your profile, children, measurements, forecasts, shares,
              subscriptions and saved products. People you shared a child with lose access at the
              same moment. Copies in our backups are gone within 30 days.
            </Trans>
          </p>
          <p>
            <Trans>
              If your account has been inactive for 3 years, we will send you a warning by e-mail
              and then delete it.
            </Trans>
          </p>
          <p>
            <Trans>
              We may suspend or close an account that seriously or repeatedly breaks these terms, or
              when the law requires us to. Unless the law or a security risk prevents it, we will
              tell you why and give you the chance to export your data first.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: <Trans>Our liability</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout is free and provided as it is. As far as the law allows, we are not liable for:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                clothes or shoes that do not fit, or other decisions based on a size, percentile or
                forecast;
              </Trans>
            </li>
            <li>
              <Trans>
                products, prices, deliveries or anything else that is a shop’s responsibility;
              </Trans>
            </li>
            <li>
              <Trans>
                losses caused by the service being unavailable, or by someone using a sharing link
                you passed on;
              </Trans>
            </li>
            <li>
              <Trans>indirect or consequential losses.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Nothing in these terms limits our liability for death or personal injury caused by our
              negligence, for fraud, for harm we cause intentionally or through gross negligence, or
              for anything else the law does not allow us to limit.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: <Trans>Changes to these terms</Trans>,
      content: (
        <p>
          <Trans>
            We may update these terms when Sprout or the law changes; the date at the top shows the
            latest version. If we make a material change, we will tell you by e-mail before it takes
            effect. If you do not agree, you can delete your account before then. If you keep using
            Sprout after that date, the new terms apply.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: <Trans>Contact</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Questions about these terms, or a problem with Sprout? We are happy to help.
            </Trans>
          </p>
          <p>
            <WriteToUs />
          </p>
        </>
      ),
    },
  ];

  return <LegalLayout title={<Trans>Terms of use</Trans>} updated={updated} sections={sections} />;
}
