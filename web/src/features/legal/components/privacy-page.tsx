import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { WriteToUs } from './write-to-us';
import LegalLayout, { type LegalSection } from './legal-layout';
import { appPaths } from '../../../config/paths';

const updated = '2026-11-22';

export default function PrivacyPage() {
  const lang = useRouteLanguage();

  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: <Trans>Who we are</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout is a free web app that helps parents and guardians follow their children’s
              growth and clothing sizes. It is run by the Sprout team (“we”, “us”), the controller
              of the personal data described in this policy.
            </Trans>
          </p>
          <p>
            <Trans>
              We keep only what Sprout needs to work. We never sell personal data, and we never give
              your children’s data to shops or advertisers.
            </Trans>
          </p>
          <p>
            <WriteToUs />
          </p>
        </>
      ),
    },
    {
      id: 'data-we-keep',
      title: <Trans>What data we keep</Trans>,
      content: (
        <>
          <ul>
            <li>
              <Trans>
                <strong>Your account:</strong> your name, e-mail address and preferred language.
                Your password is handled by Firebase Authentication; we never see it. If you sign in
                with Google, Google gives us your name and e-mail address.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Child profiles:</strong> each child’s name, birth date and gender.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Measurements:</strong> height, weight and foot length with the date you
                measured them and, from age 13 and only if you enter them, chest or bust, waist and
                hip measurements.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Results we calculate:</strong> growth percentiles, today’s clothing and shoe
                sizes, and size forecasts for the coming seasons.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Shares and subscriptions:</strong> the sharing links you create and when
                they expire, who has subscribed to follow your child, and the children you follow
                yourself.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Saved products:</strong> the products you save for later.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>E-mail preferences:</strong> whether you want season and birthday reminders,
                and a short-lived record of each e-mail we send you.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Security logs:</strong> when you sign in or sign up, the time, your IP
                address and your browser’s user agent (the browser and operating system it reports).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Usage analytics, only if you accept cookies:</strong> events such as which
                season pages you view, which product links you click and when you add a measurement.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Storage on your device:</strong> a few settings kept in your browser, listed
                under “Cookies and local storage” below.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We do not ask for photos, home addresses or payment details, and Sprout has no
              advertising trackers.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'why-we-use-it',
      title: <Trans>Why we use it, and our legal basis</Trans>,
      content: (
        <>
          <p>
            <Trans>
              We use personal data only for the purposes below. The General Data Protection
              Regulation (GDPR) requires a legal basis for each one; it is shown in brackets.
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>To provide Sprout (contract).</strong> We need your account, children,
                measurements, results, shares, saved products and e-mail preferences to run the
                service you signed up for: calculating sizes and forecasts, suggesting products,
                sharing with the people you choose, and sending the welcome e-mail and the reminders
                you have left on (one month before each season and two weeks before a child’s
                birthday).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>To keep Sprout secure (legitimate interest).</strong> We log sign-ins and
                sign-ups with IP address and user agent to detect and stop misuse, such as attempts
                to break into accounts. Protecting your account and the service outweighs this small
                intrusion, and the logs are deleted after 90 days.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>To understand how Sprout is used (consent).</strong> Usage analytics show us
                which features help and which need work. We collect them only if you accept cookies,
                and you can withdraw your consent at any time.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>To meet legal obligations (legal obligation).</strong> For example, to
                answer a request in which you use your data protection rights, or a lawful order
                from an authority.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We do not build advertising profiles, and we do not make decisions about you by
              automated means that have legal or similarly significant effects.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'who-receives-it',
      title: <Trans>Who receives your data</Trans>,
      content: (
        <>
          <p>
            <Trans>We never sell personal data. It goes only to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Google (Firebase).</strong> Google runs Sprout’s sign-in (Firebase
                Authentication), database (Cloud Firestore), server code (Cloud Functions) and
                website delivery (Firebase Hosting). Google is our processor: it handles the data
                only on our instructions, under a data processing agreement. If you accept analytics
                cookies, Google Analytics for Firebase receives the usage events.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Our e-mail delivery provider.</strong> To deliver the welcome e-mail and
                reminders, it receives your e-mail address, your name and the content of each
                message, which for a birthday reminder includes your child’s name. It is our
                processor too.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>People you share with.</strong> Someone who subscribes through a sharing
                link you created can see that child’s name, birth date, gender, measurements and
                sizes.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Shops, through affiliate links.</strong> When you open a product link, the
                shop receives only what the link itself carries: a referral code showing that you
                came from Sprout. Like any website, the shop also sees your IP address and browser.
                We never give shops your name, your e-mail address or any data about your children.
                On the shop’s website, its own privacy policy applies.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Authorities,</strong> only when the law requires us to disclose data.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'international-transfers',
      title: <Trans>Where your data is stored</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout’s database and server code run in Google Cloud regions in the European Union:
              the eur3 (Europe) multi-region for Cloud Firestore and europe-west1 (Belgium) for
              Cloud Functions. The app’s files are delivered through Firebase Hosting’s worldwide
              network, from a location close to you.
            </Trans>
          </p>
          <p>
            <Trans>
              Google may access data from outside the European Economic Area, for example to provide
              support or keep its systems secure. Such transfers are protected by the European
              Commission’s standard contractual clauses, which are part of Google’s data processing
              terms. If our e-mail delivery provider processes data outside the European Economic
              Area, we require the same safeguards. You can ask us for a copy.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: <Trans>How long we keep it</Trans>,
      content: (
        <ul>
          <li>
            <Trans>
              <strong>
                Account, children, measurements, forecasts, shares, subscriptions and saved
                products:
              </strong>{' '}
              until you delete them or your account.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Inactive accounts:</strong> if an account has not been used for 3 years, we
              send a warning by e-mail and then delete it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Security logs of sign-ins and sign-ups:</strong> 90 days.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Records of e-mails we send (the e-mail outbox):</strong> 30 days.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Analytics events (only if you accepted cookies):</strong> 2 months, the
              shortest retention Google Analytics offers.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Backups:</strong> deleted data disappears from our backups within 30 days.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: <Trans>Your rights</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Under the GDPR you have the rights below. You can use most of them directly in Sprout;
              for the others, write to us and we will answer within one month.
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Access and export:</strong> you can see your data in the app, and on request
                we send you a complete copy of it within one month.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Correction:</strong> you can edit your profile, your children and their
                measurements at any time, or ask us to correct anything else.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Deletion:</strong> <strong>Settings → Delete account</strong> immediately
                removes your profile, children, measurements, forecasts, shares, subscriptions and
                saved products. Backups roll off within 30 days.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Restriction:</strong> you can ask us to stop using your data, apart from
                storing it, while a question about it is being resolved.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Objection:</strong> you can object to our use of data based on legitimate
                interest, such as the security logs. We will stop unless we have compelling reasons,
                for example an ongoing attack on your account.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Portability:</strong> that copy comes in a machine-readable format (JSON),
                so you can take your data to another service.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Withdrawing consent:</strong> you can withdraw your consent to analytics at
                any time, as described under “Cookies and local storage”. This does not affect what
                was collected before.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Complaint:</strong> you can complain to a data protection authority, in
                particular in the country where you live or work, or where you think your rights
                were infringed. We would appreciate the chance to put things right first, so please
                write to us too.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Before we act on a request, we may need to confirm that it comes from you, for example
              by asking you to write from the e-mail address of your account.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-storage',
      title: <Trans>Cookies and local storage</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout keeps a few items in your browser that it needs to work. They are strictly
              necessary, so they do not need your consent, and none of them tracks you:
            </Trans>
          </p>
          <ul>
            <li>
              <code>theme</code> <Trans>Whether you chose the light or the dark theme.</Trans>
            </li>
            <li>
              <code>preferred-locale</code>{' '}
              <Trans>
                Your language and the market that goes with it, so Sprout opens in your language.
              </Trans>
            </li>
            <li>
              <code>translations</code>{' '}
              <Trans>
                The language you chose, on its own, so that Sprout still opens in it if the entry
                above is lost.
              </Trans>
            </li>
            <li>
              <code>measurement_system</code>{' '}
              <Trans>Whether you see centimetres and kilograms or inches and pounds.</Trans>
            </li>
            <li>
              <code>cookie-consent</code>{' '}
              <Trans>Your answer in the cookie banner, so that we do not ask on every visit.</Trans>
            </li>
            <li>
              <code>savedProducts</code> <Trans>The products you have saved on this device.</Trans>
            </li>
            <li>
              <code>pendingShareToken</code>{' '}
              <Trans>
                A sharing link you opened before signing in, so that you can subscribe once you have
                signed in.
              </Trans>
            </li>
            <li>
              <code>firebase:authUser</code>{' '}
              <Trans>
                The Firebase sign-in session, which keeps you signed in on this device until you
                sign out. Firebase Authentication stores it in your browser’s IndexedDB or local
                storage.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Analytics cookies (from Google Analytics for Firebase, named <code>_ga</code> and{' '}
              <code>_ga_…</code>) are set only after you choose to accept cookies in the banner. If
              you reject them, no analytics cookies are set and no usage events are sent.
            </Trans>
          </p>
          <p>
            <Trans>
              To change your choice, choose “Cookie settings” at the bottom of any page, and the
              banner will ask you again.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: <Trans>Children</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Sprout is about children but is not meant to be used by them. Accounts are for adults
              aged 18 or over, and data about a child is entered by their parent, guardian or
              another adult who has the right to do so.
            </Trans>
          </p>
          <p>
            <Trans>
              We use children’s data only to provide Sprout to the adults who care for them: to
              calculate sizes and forecasts, and to show them to the people you choose to share
              with. We never give it to shops or advertisers, never use it for marketing and never
              sell it.
            </Trans>
          </p>
          <p>
            <Trans>
              If you think a child has created an account, or that a child’s data was entered
              without the right to do so, please write to us and we will delete it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: <Trans>Security</Trans>,
      content: (
        <>
          <p>
            <Trans>
              All connections to Sprout are encrypted in transit (HTTPS), and Google encrypts the
              stored data at rest. Database access rules make sure that only you, and the people you
              share a child with, can read that child’s data.
            </Trans>
          </p>
          <p>
            <Trans>
              No system is perfectly secure. Use a strong password that you do not use elsewhere,
              and keep your sharing links private. If a breach puts your data at risk, we will tell
              you and the supervisory authority as the law requires.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: <Trans>Changes to this policy</Trans>,
      content: (
        <p>
          <Trans>
            When we change this policy, we update the date at the top. If a change materially
            affects how we use your data, we will tell you by e-mail before it takes effect, and
            where the law requires your consent, we will ask for it again. Our{' '}
            <Link to={appPaths.terms(lang)}>terms of use</Link> explain the rest of the rules for
            using Sprout.
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
              Questions about this policy or your data, or want to use one of your rights? We are
              happy to help.
            </Trans>
          </p>
          <p>
            <WriteToUs />
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalLayout title={<Trans>Privacy policy</Trans>} updated={updated} sections={sections} />
  );
}
