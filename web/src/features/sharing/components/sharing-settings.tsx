import { useCallback, useEffect, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { shareExpiry, type ListSubscriptionsResult, type ShareListItem } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import {
  deleteShare,
  listShares,
  listSubscriptions,
  removeSubscriber,
  shareUrl,
  unsubscribe,
} from '../api/sharing';
import { copiedNoteMs } from './share-dialog';
import { ExpiryText } from './expiry-text';

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** Loads with a callable; `reload` retries after a failure or refreshes after a change. */
function useCallableList<T>(fetcher: () => Promise<T>) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    fetcher().then(
      (data) => setLoad({ state: 'ready', data }),
      () => setLoad({ state: 'error' }),
    );
  }, [fetcher]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    reload();
  }, [reload]);
  return { load, setLoad, reload };
}

/** Settings, Sharing tab: my share links, the children shared with me, and who follows mine. */
export function SharingSettings() {
  const { t } = useLingui();
  const shares = useCallableList<ShareListItem[]>(listShares);
  const subscriptions = useCallableList<ListSubscriptionsResult>(listSubscriptions);
  const [copied, setCopied] = useState<string | null>(null);
  const [failure, setFailure] = useState<'delete' | 'unsubscribe' | 'remove' | null>(null);

  useEffect(() => {
    if (!copied) return undefined;
    const id = window.setTimeout(() => setCopied(null), copiedNoteMs);
    return () => window.clearTimeout(id);
  }, [copied]);

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(shareUrl(token));
      setCopied(token);
    } catch {
      setCopied(null);
    }
  };

  const removeLink = async (token: string) => {
    setFailure(null);
    try {
      await deleteShare(token);
      if (shares.load.state === 'ready') {
        shares.setLoad({
          state: 'ready',
          data: shares.load.data.filter((share) => share.token !== token),
        });
      }
    } catch {
      setFailure('delete');
    }
  };

  const changeSubscription = async (
    kind: 'unsubscribe' | 'remove',
    action: () => Promise<unknown>,
  ) => {
    setFailure(null);
    try {
      await action();
      subscriptions.reload();
      shares.reload();
    } catch {
      setFailure(kind);
    }
  };

  return (
    <div className="sharing-settings">
      <section className="card settings__section" aria-labelledby="links-title">
        <h2 id="links-title">
          <Trans>My share links</Trans>
        </h2>
        {failure === 'delete' ? (
          <ErrorBox code="db/query-error">
            <Trans>Failed to delete share</Trans>
          </ErrorBox>
        ) : null}
        {shares.load.state === 'loading' ? <Spinner /> : null}
        {shares.load.state === 'error' ? (
          <ErrorBox code="db/connection-error" onRetry={shares.reload} retryLabel={t`Retry`}>
            <Trans>Failed to load shares</Trans>
          </ErrorBox>
        ) : null}
        {shares.load.state === 'ready' && shares.load.data.length === 0 ? (
          <p className="muted">
            <Trans>No share links yet. Share a child from the dashboard.</Trans>
          </p>
        ) : null}
        {shares.load.state === 'ready' && shares.load.data.length > 0 ? (
          <ul className="share-list">
            {shares.load.data.map((share) => {
              const expired = shareExpiry(share.expiresAt).expired;
              const childName = share.childName || t`Unknown child`;
              return (
                <li key={share.token} className="share-list__item">
                  <div className="share-list__text">
                    <strong>{childName}</strong>
                    <span className="muted">
                      {expired ? (
                        <span className="badge badge--expired">
                          <Trans>Expired</Trans>
                        </span>
                      ) : (
                        <ExpiryText expiresAt={share.expiresAt} />
                      )}{' '}
                      ·{' '}
                      <Plural value={share.subscriberCount} one="# follower" other="# followers" />
                    </span>
                    {copied === share.token ? (
                      <span role="status" className="share-list__copied">
                        <Trans>Copied!</Trans>
                      </span>
                    ) : null}
                  </div>
                  <div className="share-list__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={expired}
                      aria-label={t`Copy the link for ${childName}`}
                      onClick={() => void copy(share.token)}
                    >
                      <Trans>Copy</Trans>
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t`Delete the link for ${childName}`}
                      onClick={() => void removeLink(share.token)}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>

      {failure === 'unsubscribe' ? (
        <ErrorBox code="db/query-error">
          <Trans>Failed to unsubscribe</Trans>
        </ErrorBox>
      ) : null}
      {failure === 'remove' ? (
        <ErrorBox code="db/query-error">
          <Trans>Failed to update</Trans>
        </ErrorBox>
      ) : null}
      {subscriptions.load.state === 'loading' ? <Spinner /> : null}
      {subscriptions.load.state === 'error' ? (
        <ErrorBox code="db/connection-error" onRetry={subscriptions.reload} retryLabel={t`Retry`}>
          <Trans>Failed to load subscriptions</Trans>
        </ErrorBox>
      ) : null}
      {subscriptions.load.state === 'ready' ? (
        <>
          <section className="card settings__section" aria-labelledby="with-me-title">
            <h2 id="with-me-title">
              <Trans>Shared With Me</Trans>
            </h2>
            {subscriptions.load.data.sharedWithMe.length === 0 ? (
              <p className="muted">
                <Trans>Nobody has shared a child with you yet.</Trans>
              </p>
            ) : (
              <ul className="share-list">
                {subscriptions.load.data.sharedWithMe.map((item) => {
                  const childName = item.childName || t`Unknown child`;
                  const ownerName = item.ownerName ?? t`Unknown user`;
                  return (
                    <li key={item.id} className="share-list__item">
                      <div className="share-list__text">
                        <strong>{childName}</strong>
                        <span className="muted">
                          <Trans>Shared by {ownerName}</Trans>
                        </span>
                      </div>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t`Unsubscribe from ${childName}`}
                        onClick={() =>
                          void changeSubscription('unsubscribe', () => unsubscribe(item.childId))
                        }
                      >
                        <Trans>Unsubscribe</Trans>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className="card settings__section" aria-labelledby="my-shares-title">
            <h2 id="my-shares-title">
              <Trans>My Shares</Trans>
            </h2>
            {subscriptions.load.data.myShares.length === 0 ? (
              <p className="muted">
                <Trans>Nobody follows your children yet.</Trans>
              </p>
            ) : (
              <ul className="share-list">
                {subscriptions.load.data.myShares.map((item) => {
                  const childName = item.childName || t`Unknown child`;
                  const subscriberName = item.subscriberName ?? t`Unknown user`;
                  return (
                    <li key={item.id} className="share-list__item">
                      <div className="share-list__text">
                        <strong>{subscriberName}</strong>
                        <span className="muted">
                          <Trans>follows {childName}</Trans>
                        </span>
                      </div>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t`Remove ${subscriberName} from ${childName}`}
                        onClick={() =>
                          void changeSubscription('remove', () =>
                            removeSubscriber(item.childId, item.subscriberId),
                          )
                        }
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
