import { useEffect, useId, useRef } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import type { ReminderCounts, ReminderType } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import type { Load } from '../../../lib/use-loader';
import { sendReminders } from '../api/reminder-admin-api';
import { SendFailure, SentNotice } from './send-outcome';
import { serverErrorText, useSend } from './use-send';

type Props = { type: ReminderType; sessionId: string; counts: Load<ReminderCounts> };

/**
 * Season or birthday reminders (spec section 2): when they go out by themselves, how many
 * parents have them on, and Send Now, which runs the scheduled job for today.
 */
export function SendNowSection({ type, sessionId, counts }: Props) {
  const { step, run, another, returnFocus } = useSend(() => sendReminders(sessionId, type));
  // Send Now first counts who the run would e-mail now (a dry run) and asks; nothing goes out
  // until the admin confirms that number.
  const check = useSend(() => sendReminders(sessionId, type, { dryRun: true }));
  const headingId = `${type}-reminders-heading`;
  const confirm = () => {
    check.reset();
    void run();
  };

  return (
    <section className="card email-settings__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {type === 'season' ? <Trans>Season reminders</Trans> : <Trans>Birthday reminders</Trans>}
      </h2>
      <p className="email-settings__hint">
        {type === 'season' ? (
          <Trans>
            Sent automatically at 08:00 (Stockholm time) on 1 February, 1 May, 1 August and 1
            November, one month before each season.
          </Trans>
        ) : (
          <Trans>
            Sent automatically every day at 08:00 (Stockholm time) for each child whose birthday is
            14 days away.
          </Trans>
        )}
      </p>
      <ReminderCount type={type} counts={counts} />
      {step.kind === 'sent' ? (
        <SentNotice onAnother={another}>
          <SentText sent={step.result.sent} message={step.result.message} />
        </SentNotice>
      ) : check.step.kind === 'sent' && step.kind === 'idle' ? (
        <ConfirmSend
          due={check.step.result.sent}
          message={check.step.result.message}
          sample={check.step.result.sample ?? []}
          onSend={confirm}
          onCancel={check.another}
        />
      ) : (
        <>
          <div className="form__actions form__actions--start">
            <button
              ref={(element) => {
                returnFocus(element);
                check.returnFocus(element);
              }}
              className="button"
              type="button"
              disabled={step.kind === 'sending' || check.step.kind === 'sending'}
              onClick={() => void check.run()}
            >
              {step.kind === 'sending' ? (
                <Trans>Sending…</Trans>
              ) : check.step.kind === 'sending' ? (
                <Trans>Counting recipients…</Trans>
              ) : (
                <Trans>Send Now</Trans>
              )}
            </button>
          </div>
          {step.kind === 'failed' || check.step.kind === 'failed' ? (
            <SendFailure
              serverText={
                step.kind === 'failed'
                  ? step.serverText
                  : check.step.kind === 'failed'
                    ? check.step.serverText
                    : null
              }
              fallback={
                type === 'season' ? (
                  <Trans>Failed to trigger season reminders</Trans>
                ) : (
                  <Trans>Failed to trigger birthday reminders</Trans>
                )
              }
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The confirmation Send Now asks for: how many e-mails the run would send now and what the
 * server says about it (the season, reminders already sent). Cancel sends nothing; with nobody
 * due there is nothing to confirm.
 */
function ConfirmSend({
  due,
  message,
  sample,
  onSend,
  onCancel,
}: {
  due: number;
  message: string;
  /** The first few addresses the run would e-mail. */
  sample: readonly string[];
  onSend: () => void;
  onCancel: () => void;
}) {
  const region = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => region.current?.focus(), []);
  // Escape cancels, as in any dialog (a listener: the region itself is no control).
  useEffect(() => {
    const element = region.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div
      ref={region}
      className="email-settings__confirm"
      role="alertdialog"
      aria-labelledby={id}
      tabIndex={-1}
    >
      <ConfirmText id={id} due={due} message={message} />
      {due > 0 && sample.length > 0 ? (
        <div className="email-settings__sample">
          <p>
            {due > sample.length ? (
              <Trans>The first recipients:</Trans>
            ) : (
              <Trans>Recipients:</Trans>
            )}
          </p>
          <ul>
            {sample.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="form__actions form__actions--start">
        {due > 0 ? (
          <button className="button" type="button" onClick={onSend}>
            <Plural value={due} one="Send # e-mail" other="Send # e-mails" />
          </button>
        ) : null}
        <button className="button button--secondary" type="button" onClick={onCancel}>
          {due > 0 ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
        </button>
      </div>
    </div>
  );
}

function ConfirmText({ id, due, message }: { id: string; due: number; message: string }) {
  return (
    <p id={id} className="email-settings__due">
      {due > 0 ? (
        <Trans>
          <Plural
            value={due}
            one="Send Now will e-mail # parent now."
            other="Send Now will e-mail # parents now."
          />{' '}
          {message}
        </Trans>
      ) : (
        <Trans>Nobody is due this reminder now. {message}</Trans>
      )}
    </p>
  );
}

/**
 * The spec's 'Successfully sent {n} reminders. {message}', with the singular where it needs one.
 * The server's message stays outside the plural, so languages with more plural forms than
 * English need not repeat it in each.
 */
function SentText({ sent: n, message }: { sent: number; message: string }) {
  return (
    <Trans>
      <Plural
        value={n}
        one="Successfully sent # reminder."
        other="Successfully sent # reminders."
      />{' '}
      {message}
    </Trans>
  );
}

function ReminderCount({ type, counts }: { type: ReminderType; counts: Load<ReminderCounts> }) {
  if (counts.state === 'loading') {
    return (
      <p className="email-settings__hint" role="status">
        <Trans>Counting users…</Trans>
      </p>
    );
  }
  if (counts.state === 'error') {
    return (
      <ErrorBox code="api" onRetry={counts.retry} retryLabel={<Trans>Retry</Trans>}>
        {serverErrorText(counts.error) ?? <Trans>Failed to load the number of users</Trans>}
      </ErrorBox>
    );
  }
  const count = counts.data[type];
  return (
    <p className="email-settings__count">
      {type === 'season' ? (
        <Plural
          value={count}
          one="# user has season reminders on"
          other="# users have season reminders on"
        />
      ) : (
        <Plural
          value={count}
          one="# user has birthday reminders on"
          other="# users have birthday reminders on"
        />
      )}
    </p>
  );
}
