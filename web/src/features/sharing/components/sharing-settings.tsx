import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  isNewFollower,
  languages,
  shareExpiry,
  type AccessRole,
  type ListSubscriptionsResult,
  type ShareListItem,
  type SubscriberListItem,
} from '@sprout/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CallErrorBox } from '../../../components/call-error/call-error-box';
import { ErrorBox } from '../../../components/ui/error-box';
import { NeedsConnection } from '../../../components/sync/needs-connection';
import { isOfflineFailure } from '../../../lib/functions';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useLoader, type Loader } from '../../../lib/use-loader';
import { useRouteLanguage } from '../../../lib/use-route-language';
import {
  deleteShare,
  listShares,
  listSubscriptions,
  removeSubscriber,
  setSubscriberRole,
  shareUrl,
  unsubscribe,
} from '../api/sharing';
import { copiedNoteMs } from './share-dialog';
import { ExpiryText } from './expiry-text';
import { AccessRoleLabel } from './access-role-label';
import { GuardianRemindersSwitch } from './guardian-reminders-switch';
import './sharing.css';

/**
 * Updates a loaded list after a change while it stays on screen (focus can land in it); a failed
 * refresh keeps what is shown.
 */
function refresh<T>(list: Loader<T>, fetcher: () => Promise<T>) {
  const { setData } = list;
  fetcher().then(
    (data) => setData(() => data),
    () => undefined,
  );
}

/** The action waiting for the user's confirmation. */
type Pending =
  | { kind: 'delete'; token: string; childName: string }
  | { kind: 'unsubscribe'; childId: string; childName: string; ownerName: string; role: AccessRole }
  | {
      kind: 'remove';
      childId: string;
      subscriberId: string;
      childName: string;
      subscriberName: string;
      role: AccessRole;
    };

/** A role change in flight or failed, by the subscription's id (one row each). */
type RoleChange = { id: string; state: 'busy' } | { id: string; state: 'failed'; error: unknown };

/**
 * Settings, Sharing tab: my share links (guardian invitations marked, and when accepted), the
 * children shared with me (with what I may do), and who has access to mine (one line per person,
 * newest first, those of the last newFollowerDays marked new), each with what they may do and a
 * button to change it (issue 33).
 */
export function SharingSettings() {
  const { t } = useLingui();
  const intl = languages[useRouteLanguage()].intl;
  const shares = useLoader<ShareListItem[]>('shares', { load: listShares });
  const subscriptions = useLoader<ListSubscriptionsResult>('subscriptions', {
    load: listSubscriptions,
  });
  const [copied, setCopied] = useState<string | null>(null);
  const [failure, setFailure] = useState<'delete' | 'unsubscribe' | 'remove' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  // Where focus goes when a confirmed action removed the item whose button opened the dialog.
  const linksTitle = useRef<HTMLHeadingElement>(null);
  const withMeTitle = useRef<HTMLHeadingElement>(null);
  const mySharesTitle = useRef<HTMLHeadingElement>(null);

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

  /** Runs the confirmed action; the item leaves its list at once, the lists then refresh. */
  const confirm = async (action: Pending) => {
    setFailure(null);
    setBusy(true);
    try {
      if (action.kind === 'delete') {
        await deleteShare(action.token);
        shares.setData((data) => data.filter((share) => share.token !== action.token));
      } else {
        if (action.kind === 'unsubscribe') await unsubscribe(action.childId);
        else await removeSubscriber(action.childId, action.subscriberId);
        subscriptions.setData((data) => ({
          sharedWithMe: data.sharedWithMe.filter(
            (item) => action.kind !== 'unsubscribe' || item.childId !== action.childId,
          ),
          myShares: data.myShares.filter(
            (item) =>
              action.kind !== 'remove' ||
              item.childId !== action.childId ||
              item.subscriberId !== action.subscriberId,
          ),
        }));
        refresh(subscriptions, listSubscriptions);
        refresh(shares, listShares);
      }
    } catch {
      setFailure(action.kind);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  /** Lets someone record, or only view; the row shows the role the server confirms. */
  const changeRole = async (item: SubscriberListItem, role: AccessRole) => {
    setRoleChange({ id: item.id, state: 'busy' });
    try {
      const now = await setSubscriberRole(item.childId, item.subscriberId, role);
      subscriptions.setData((data) => ({
        ...data,
        myShares: data.myShares.map((row) => (row.id === item.id ? { ...row, role: now } : row)),
      }));
      setRoleChange(null);
    } catch (error) {
      setRoleChange({ id: item.id, state: 'failed', error });
    }
  };

  return (
    <div className="sharing-settings">
      <section className="card settings__section" aria-labelledby="links-title">
        <h2 id="links-title" ref={linksTitle} tabIndex={-1}>
          <Trans>My share links</Trans>
        </h2>
        {failure === 'delete' ? (
          <ErrorBox code="db/query-error">
            <Trans>Failed to delete share</Trans>
          </ErrorBox>
        ) : null}
        {shares.state === 'loading' ? <Spinner /> : null}
        {shares.state === 'error' && isOfflineFailure(shares.error) ? (
          <NeedsConnection onRetry={shares.reload} />
        ) : shares.state === 'error' ? (
          <CallErrorBox
            error={shares.error}
            fallback={<Trans>Failed to load shares</Trans>}
            onRetry={shares.reload}
          />
        ) : null}
        {shares.state === 'ready' && shares.data.length === 0 ? (
          <p className="muted">
            <Trans>No share links yet. Share a child from the dashboard.</Trans>
          </p>
        ) : null}
        {shares.state === 'ready' && shares.data.length > 0 ? (
          <ul className="share-list">
            {shares.data.map((share) => {
              const expired = shareExpiry(share.expiresAt).expired;
              const childName = share.childName || t`Unknown child`;
              const invitation = share.role === 'guardian';
              return (
                <li key={share.token} className="share-list__item">
                  <div className="share-list__text">
                    <span>
                      <strong>{childName}</strong>
                      {invitation ? (
                        <span className="badge badge--invitation">
                          <Trans>Invitation to record</Trans>
                        </span>
                      ) : null}
                      {invitation && share.used ? (
                        <span className="badge badge--accepted">
                          <Trans>Accepted</Trans>
                        </span>
                      ) : null}
                    </span>
                    <span className="muted">
                      {expired ? (
                        <span className="badge badge--expired">
                          <Trans>Expired</Trans>
                        </span>
                      ) : (
                        <ExpiryText expiresAt={share.expiresAt} />
                      )}
                      {/* An invitation works once: a count of followers says nothing there. */}
                      {invitation ? null : (
                        <>
                          {' '}
                          ·{' '}
                          <Plural
                            value={share.subscriberCount}
                            one="# follower"
                            other="# followers"
                          />
                        </>
                      )}
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
                      // An accepted invitation opens for nobody else.
                      disabled={expired || (invitation && share.used)}
                      aria-label={t`Copy the link for ${childName}`}
                      onClick={() => void copy(share.token)}
                    >
                      <Trans>Copy</Trans>
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t`Delete the link for ${childName}`}
                      onClick={() => setPending({ kind: 'delete', token: share.token, childName })}
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
      {subscriptions.state === 'loading' ? <Spinner /> : null}
      {subscriptions.state === 'error' && isOfflineFailure(subscriptions.error) ? (
        <NeedsConnection onRetry={subscriptions.reload} />
      ) : subscriptions.state === 'error' ? (
        <CallErrorBox
          error={subscriptions.error}
          fallback={<Trans>Failed to load subscriptions</Trans>}
          onRetry={subscriptions.reload}
        />
      ) : null}
      {subscriptions.state === 'ready' ? (
        <>
          <section className="card settings__section" aria-labelledby="with-me-title">
            <h2 id="with-me-title" ref={withMeTitle} tabIndex={-1}>
              <Trans>Shared With Me</Trans>
            </h2>
            {subscriptions.data.sharedWithMe.length === 0 ? (
              <p className="muted">
                <Trans>Nobody has shared a child with you yet.</Trans>
              </p>
            ) : (
              <ul className="share-list">
                {subscriptions.data.sharedWithMe.map((item) => {
                  const childName = item.childName || t`Unknown child`;
                  const ownerName = item.ownerName ?? t`Unknown user`;
                  const since = formatDate(item.createdAt, intl);
                  const guardian = item.role === 'guardian';
                  return (
                    <li key={item.id} className="share-list__item">
                      <div className="share-list__text">
                        <span>
                          <strong>{childName}</strong>
                          <span className="badge badge--role">
                            <AccessRoleLabel role={item.role} />
                          </span>
                        </span>
                        <span className="muted">
                          <Trans>Shared by {ownerName}</Trans>
                        </span>
                        <span className="muted">
                          {guardian ? (
                            <Trans>
                              With access since <time dateTime={item.createdAt}>{since}</time>
                            </Trans>
                          ) : (
                            <Trans>
                              Following since <time dateTime={item.createdAt}>{since}</time>
                            </Trans>
                          )}
                        </span>
                      </div>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t`Unsubscribe from ${childName}`}
                        onClick={() =>
                          setPending({
                            kind: 'unsubscribe',
                            childId: item.childId,
                            childName,
                            ownerName,
                            role: item.role,
                          })
                        }
                      >
                        <Trans>Unsubscribe</Trans>
                      </button>
                      {guardian ? (
                        <GuardianRemindersSwitch
                          childId={item.childId}
                          childName={childName}
                          enabled={item.reminders}
                          onChange={(reminders) =>
                            subscriptions.setData((data) => ({
                              ...data,
                              sharedWithMe: data.sharedWithMe.map((row) =>
                                row.id === item.id ? { ...row, reminders } : row,
                              ),
                            }))
                          }
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className="card settings__section" aria-labelledby="my-shares-title">
            <h2 id="my-shares-title" ref={mySharesTitle} tabIndex={-1}>
              <Trans>My Shares</Trans>
            </h2>
            {subscriptions.data.myShares.length === 0 ? (
              <p className="muted">
                <Trans>Nobody follows your children yet.</Trans>
              </p>
            ) : (
              <ul className="share-list">
                {subscriptions.data.myShares.map((item) => {
                  const childName = item.childName || t`Unknown child`;
                  const subscriberName = item.subscriberName ?? t`Unknown user`;
                  const joined = formatDate(item.createdAt, intl, 'long');
                  const guardian = item.role === 'guardian';
                  const change = roleChange?.id === item.id ? roleChange : null;
                  return (
                    <li key={item.id} className="share-list__item">
                      <div className="share-list__text">
                        <span>
                          {guardian ? (
                            <Trans>
                              {subscriberName} joined {childName} on{' '}
                              <time dateTime={item.createdAt}>{joined}</time>
                            </Trans>
                          ) : (
                            <Trans>
                              {subscriberName} started following {childName} on{' '}
                              <time dateTime={item.createdAt}>{joined}</time>
                            </Trans>
                          )}
                          {isNewFollower(item.createdAt) ? (
                            <span className="badge badge--new">
                              <Trans context="follower">New</Trans>
                            </span>
                          ) : null}
                        </span>
                        <span>
                          <span className="badge badge--role">
                            <AccessRoleLabel role={item.role} />
                          </span>
                        </span>
                        {change?.state === 'failed' ? (
                          <CallErrorBox
                            error={change.error}
                            fallback={
                              <Trans>
                                Failed to change what {subscriberName} may do. Try again.
                              </Trans>
                            }
                          />
                        ) : null}
                      </div>
                      <div className="share-list__actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={change?.state === 'busy'}
                          aria-busy={change?.state === 'busy'}
                          aria-label={
                            guardian
                              ? t`View only for ${subscriberName} (${childName})`
                              : t`Allow recording for ${subscriberName} (${childName})`
                          }
                          onClick={() => void changeRole(item, guardian ? 'follower' : 'guardian')}
                        >
                          {change?.state === 'busy' ? (
                            <Trans>Saving…</Trans>
                          ) : guardian ? (
                            <Trans>View only</Trans>
                          ) : (
                            <Trans>Allow recording</Trans>
                          )}
                        </button>
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={t`Remove ${subscriberName} from ${childName}`}
                          onClick={() =>
                            setPending({
                              kind: 'remove',
                              childId: item.childId,
                              subscriberId: item.subscriberId,
                              childName,
                              subscriberName,
                              role: item.role,
                            })
                          }
                        >
                          <Trans>Remove</Trans>
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      ) : null}
      {pending ? (
        <ConfirmDialog
          busy={busy}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
          cancelLabel={<Trans>Cancel</Trans>}
          fallbackFocus={() =>
            (pending.kind === 'delete'
              ? linksTitle
              : pending.kind === 'unsubscribe'
                ? withMeTitle
                : mySharesTitle
            ).current
          }
          {...confirmation(pending)}
        />
      ) : null}
    </div>
  );
}

/** The question, explanation and button of each confirmation. */
function confirmation(pending: Pending) {
  switch (pending.kind) {
    case 'delete': {
      const { childName } = pending;
      return {
        title: <Trans>Delete the link for {childName}?</Trans>,
        children: (
          <Trans>
            Nobody can open or follow {childName} through this link any more. People who already
            follow keep access until you remove them under My Shares.
          </Trans>
        ),
        confirmLabel: <Trans>Delete link</Trans>,
      };
    }
    case 'unsubscribe': {
      const { childName, ownerName } = pending;
      if (pending.role === 'guardian') {
        return {
          title: <Trans>Stop recording for {childName}?</Trans>,
          children: (
            <Trans>
              {childName} leaves your dashboard and you can no longer add measurements. To record
              again you need a new invitation from {ownerName}.
            </Trans>
          ),
          confirmLabel: <Trans>Unsubscribe</Trans>,
        };
      }
      return {
        title: <Trans>Stop following {childName}?</Trans>,
        children: (
          <Trans>
            {childName} leaves your dashboard. To follow again you need a new link from {ownerName}.
          </Trans>
        ),
        confirmLabel: <Trans>Unsubscribe</Trans>,
      };
    }
    case 'remove': {
      const { childName, subscriberName } = pending;
      return {
        title: (
          <Trans>
            Remove {subscriberName} from {childName}?
          </Trans>
        ),
        children:
          pending.role === 'guardian' ? (
            <Trans>
              {subscriberName} can no longer see {childName} or add measurements; anything they
              recorded stays. To come back they need a new invitation.
            </Trans>
          ) : (
            <Trans>
              {subscriberName} no longer sees {childName}. To follow again they need a new link.
            </Trans>
          ),
        confirmLabel: <Trans>Remove</Trans>,
      };
    }
  }
}
