import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  currentSeason,
  markets,
  sizesAtAge,
  type AccessRole,
  type SharedChildView,
  localToday,
} from '@sprout/core';
import { ChildAge } from '../../components/child/child-age';
import { CallErrorBox } from '../../components/call-error/call-error-box';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { readPreferredMarket } from '../../lib/preferred-language';
import { useMeasurementSystem } from '../../lib/use-measurement-system';
import { useRouteLanguage } from '../../lib/use-route-language';
import { CallableError } from '../../lib/functions';
import { useLoader, type Load } from '../../lib/use-loader';
import { useAuthStore } from '../../stores/auth-store';
import { CurrentSizes } from '../../features/measurements/components/current-sizes';
import { LatestMeasurements } from '../../features/measurements/components/latest-measurements';
import { LanguageSelect } from '../../components/ui/language-select';
import { ProductList } from '../../features/products/components/product-list';
import {
  getSharedChild,
  rememberPendingShare,
  subscribeToShare,
} from '../../features/sharing/api/sharing';
import { ExpiryText } from '../../features/sharing/components/expiry-text';
import { HeightMiniChart } from '../../features/sharing/components/height-mini-chart';
import { ShareFailureMessage } from '../../features/sharing/components/share-failure-message';
import { appPaths, isFollowOnArrival } from '../../config/paths';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';

/** After subscribing, the success screen shows this long before the dashboard (spec). */
export const subscribeRedirectMs = 2000;

/**
 * What the page leaves in the router state for the dashboard's arrival notice (spec), with the
 * role the visitor now has (issue 33: 'guardian' says they can record).
 */
export type SubscriptionArrival = {
  subscriptionSuccess: true;
  childName: string;
  newChildId: string | undefined;
  role: AccessRole;
};

type View =
  | { state: 'validating' }
  | { state: 'invalid'; error: unknown }
  | { state: 'used'; error: unknown }
  | { state: 'missing' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; child: SharedChildView };

const invalidReasons = new Set(['invalid-token-format', 'token-invalid', 'token-expired']);

/** What the page shows for the link's answer so far; a failure's reason decides which failure. */
function viewOf(load: Load<SharedChildView>): View {
  if (load.state === 'loading') return { state: 'validating' };
  if (load.state === 'ready') return { state: 'ready', child: load.data };
  const { error } = load;
  const reason = error instanceof CallableError ? error.reason : null;
  if (reason === 'child-not-found') return { state: 'missing' };
  if (reason === 'invitation-used') return { state: 'used', error };
  if (reason && invalidReasons.has(reason)) return { state: 'invalid', error };
  return { state: 'error', error };
}

/**
 * The public invitation page of a share link: the child at a glance, and Subscribe; for a
 * guardian invitation (issue 33), who invites the visitor to record the child, what it allows, and
 * Accept invitation.
 */
export default function SharePage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const auth = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const system = useMeasurementSystem();
  // Waits for the session, and asks again when it changes: a signed-in visitor learns whether they
  // already follow the child.
  const shared = useLoader(auth === 'loading' ? null : JSON.stringify([token, uid]), {
    load: () => getSharedChild(token),
  });
  const view = viewOf(shared);
  const childId = view.state === 'ready' ? view.child.childId : undefined;
  const [subscribing, setSubscribing] = useState(false);
  const [subscribeError, setSubscribeError] = useState<unknown>(null);
  const [accepted, setAccepted] = useState<{ childName: string; role: AccessRole } | null>(null);

  useEffect(() => {
    if (!accepted) return undefined;
    const arrival: SubscriptionArrival = {
      subscriptionSuccess: true,
      childName: accepted.childName,
      newChildId: childId,
      role: accepted.role,
    };
    const id = window.setTimeout(
      () => navigate(appPaths.dashboard(lang), { state: arrival }),
      subscribeRedirectMs,
    );
    return () => window.clearTimeout(id);
  }, [accepted, lang, navigate, childId]);

  const subscribe = async () => {
    setSubscribing(true);
    setSubscribeError(null);
    try {
      const result = await subscribeToShare(token);
      // The role the server gives (a follower link never lowers a guardian); older answers had none.
      setAccepted({ childName: result.childName, role: result.role ?? 'follower' });
    } catch (error) {
      setSubscribeError(error);
    } finally {
      setSubscribing(false);
    }
  };

  // Back from signing up or in from this link (auth's pages say so in the router state): the
  // visitor asked to follow the child, so it is followed once, without a second click (issue 30).
  const location = useLocation();
  const followAsked = isFollowOnArrival(location.state);
  const autoFollowed = useRef(false);
  const canFollow =
    auth === 'signed-in' && view.state === 'ready' && !view.child.isOwner && !view.child.subscribed;
  useEffect(() => {
    if (!followAsked || !canFollow || autoFollowed.current) return;
    autoFollowed.current = true;
    // A reload of this page does not follow again (nor after Unsubscribe).
    navigate(location.pathname, { replace: true, state: null });
    void subscribe();
  });

  const goSignIn = (path: 'signin' | 'signup') => {
    rememberPendingShare(token);
    navigate(path === 'signin' ? appPaths.signIn(lang) : appPaths.signUp(lang));
  };

  const languageSelect = (
    <LanguageSelect
      className="field share-page__language"
      value={lang}
      onChange={(next) => navigate(appPaths.share(next, token))}
    />
  );

  if (accepted) {
    const followed = accepted.childName;
    return (
      <main className="page share-page" id="main">
        <section className="card share-page__success" role="status">
          <h1>
            {accepted.role === 'guardian' ? (
              <Trans>You can now record {followed}’s growth</Trans>
            ) : (
              <Trans>You now follow {followed}</Trans>
            )}
          </h1>
          <p>
            <Trans>Taking you to your dashboard…</Trans>
          </p>
        </section>
      </main>
    );
  }

  if (view.state === 'validating') {
    return (
      <main className="page share-page" id="main">
        <p role="status" className="share-page__validating">
          <Trans>Checking the share link…</Trans>
        </p>
        <Spinner />
      </main>
    );
  }

  if (view.state === 'invalid') {
    return (
      <main className="page share-page" id="main">
        <section className="card empty-state">
          <h1>
            <Trans>Invalid Share Link</Trans>
          </h1>
          <p>
            <ShareFailureMessage error={view.error} />
          </p>
          <p>
            <Trans>Ask the person who shared it for a new link.</Trans>
          </p>
          <Link className="button" to={appPaths.home(lang)}>
            <Trans>Go to Sprout</Trans>
          </Link>
        </section>
        {languageSelect}
      </main>
    );
  }

  if (view.state === 'used') {
    return (
      <main className="page share-page" id="main">
        <section className="card empty-state">
          <h1>
            <Trans>Invitation no longer valid</Trans>
          </h1>
          <p>
            <ShareFailureMessage error={view.error} />
          </p>
          <Link className="button" to={appPaths.home(lang)}>
            <Trans>Go to Sprout</Trans>
          </Link>
        </section>
        {languageSelect}
      </main>
    );
  }

  if (view.state === 'missing') {
    return (
      <main className="page share-page" id="main">
        <section className="card empty-state">
          <h1>
            <Trans>No Data Available</Trans>
          </h1>
          <p>
            <Trans>The requested child data could not be found or has been removed.</Trans>
          </p>
          <Link className="button" to={appPaths.home(lang)}>
            <Trans>Go to Sprout</Trans>
          </Link>
        </section>
      </main>
    );
  }

  if (view.state === 'error') {
    return (
      <main className="page share-page" id="main">
        <CallErrorBox
          error={view.error}
          fallback={<ShareFailureMessage error={view.error} />}
          onRetry={shared.reload}
        />
      </main>
    );
  }

  const { child } = view;
  const childName = child.childName || t`Unknown child`;
  const ownerName = child.ownerName ?? t`Unknown user`;
  const today = localToday();
  // A guardian invitation (issue 33): the visitor is asked to record, not only to follow.
  const invitation = child.role === 'guardian' && !child.isOwner;

  return (
    <main className="page share-page" id="main">
      <header className="share-page__header">
        <div>
          <p className="share-page__kicker">
            <Trans>{ownerName} shared a child with you on Sprout</Trans>
          </p>
          <h1>{childName}</h1>
          <p className="share-page__meta">
            {child.gender === 'male' ? <Trans>Boy</Trans> : <Trans>Girl</Trans>} ·{' '}
            {/* The server gives the age, not the birth date (getSharedChild). */}
            <ChildAge age={child.age} /> · <ExpiryText expiresAt={child.expiresAt} />
          </p>
        </div>
        {languageSelect}
      </header>

      <section className="card share-page__actions" aria-labelledby="follow-title">
        <h2 id="follow-title">
          {invitation ? (
            <Trans>
              {ownerName} invites you to record {childName}’s growth
            </Trans>
          ) : (
            <Trans>Follow {childName}</Trans>
          )}
        </h2>
        {invitation && !child.subscribed ? (
          <>
            <p>
              <Trans>Once you accept, you can:</Trans>
            </p>
            <ul className="share-page__allows">
              <li>
                <Trans>Add {childName}’s new measurements</Trans>
              </li>
              <li>
                <Trans>Correct or delete measurements</Trans>
              </li>
              <li>
                <Trans>Edit {childName}’s details</Trans>
              </li>
              <li>
                <Trans>See {childName}’s sizes for the coming seasons on your dashboard</Trans>
              </li>
            </ul>
            <p>
              <Trans>
                Only {ownerName} can delete {childName} or decide who has access.
              </Trans>
            </p>
          </>
        ) : null}
        {child.isOwner ? (
          <>
            <p>
              <Trans>This is your own child: it is already on your dashboard.</Trans>
            </p>
            <Link className="button" to={appPaths.dashboard(lang)}>
              <Trans>Go to dashboard</Trans>
            </Link>
          </>
        ) : child.subscribed ? (
          <>
            <p>
              {invitation ? (
                <Trans>You can already record {childName}’s growth.</Trans>
              ) : (
                <Trans>You already follow {childName}.</Trans>
              )}
            </p>
            <Link className="button" to={appPaths.dashboard(lang)}>
              <Trans>Go to dashboard</Trans>
            </Link>
          </>
        ) : auth === 'signed-in' ? (
          <>
            {invitation ? null : (
              <p>
                <Trans>
                  Subscribe to see {childName} on your dashboard, with every new measurement and the
                  sizes for the coming seasons.
                </Trans>
              </p>
            )}
            {subscribeError ? (
              <ErrorBox code="db/query-error">
                {invitation ? (
                  <Trans>Failed to accept the invitation</Trans>
                ) : (
                  <Trans>Failed to subscribe to child</Trans>
                )}
                : <ShareFailureMessage error={subscribeError} />
              </ErrorBox>
            ) : null}
            <button
              type="button"
              className="button"
              disabled={subscribing}
              onClick={() => void subscribe()}
            >
              {invitation ? (
                subscribing ? (
                  <Trans>Accepting…</Trans>
                ) : (
                  <Trans>Accept invitation</Trans>
                )
              ) : subscribing ? (
                <Trans>Subscribing…</Trans>
              ) : (
                <Trans>Subscribe</Trans>
              )}
            </button>
          </>
        ) : (
          <>
            <p>
              {invitation ? (
                <Trans>
                  Create a free account to accept the invitation. You will come back here
                  afterwards.
                </Trans>
              ) : (
                <Trans>
                  Create a free account to follow {childName}. You will come back here afterwards.
                </Trans>
              )}
            </p>
            {/* Most people a link reaches have no account yet: Google first, back here after. */}
            <div className="share-page__join">
              <GoogleSignIn before={() => rememberPendingShare(token)}>
                <Trans>Sign up with Google</Trans>
              </GoogleSignIn>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => goSignIn('signup')}
              >
                <Trans>Create a free account</Trans>
              </button>
              <p className="share-page__signin">
                <Trans>Already have an account?</Trans>{' '}
                <button type="button" className="link-button" onClick={() => goSignIn('signin')}>
                  <Trans>Sign in</Trans>
                </button>
              </p>
            </div>
          </>
        )}
      </section>

      {child.latest ? (
        <>
          <section className="card" aria-labelledby="latest-title">
            <h2 id="latest-title">
              <Trans>Latest measurements</Trans>
            </h2>
            <LatestMeasurements latest={child.latest} system={system} />
            {child.heights.length > 0 ? (
              <HeightMiniChart heights={child.heights} system={system} />
            ) : null}
          </section>
          <CurrentSizes
            latest={child.latest}
            ageYears={Math.floor(child.latest.ageMonths / 12)}
            gender={child.gender}
            market={readPreferredMarket(lang)}
            wearsShoes={child.wearsShoes}
          />
          <section className="card" aria-labelledby="share-products-title">
            <h2 id="share-products-title">
              <Trans>Products that fit {childName} this season</Trans>
            </h2>
            <ProductList
              id="share-products"
              season={currentSeason(today, markets[readPreferredMarket(lang)].hemisphere).season}
              gender={child.gender}
              {...sizesAtAge(child.gender, child.latest, Math.floor(child.latest.ageMonths / 12))
                .catalogue}
              {...(child.wearsShoes ? {} : { shoeSize: null })}
            />
          </section>
        </>
      ) : (
        <section className="card">
          <p>
            <Trans>No measurements yet.</Trans>
          </p>
        </section>
      )}

      {/* Following only: a guardian may change things, as the invitation above says. */}
      {invitation ? null : (
        <section className="card share-page__info" aria-labelledby="info-title">
          <h2 id="info-title">
            <Trans>What following means</Trans>
          </h2>
          <ul>
            <li>
              <Trans>You see new measurements as soon as they are added.</Trans>
            </li>
            <li>
              <Trans>You see today’s sizes and the sizes for the coming seasons.</Trans>
            </li>
            <li>
              <Trans>Only the parent can change anything, and can stop sharing at any time.</Trans>
            </li>
            <li>
              <Trans>Sprout is free: no subscription fees, ever.</Trans>
            </li>
          </ul>
        </section>
      )}
    </main>
  );
}
