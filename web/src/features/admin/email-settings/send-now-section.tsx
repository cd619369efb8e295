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
  const headingId = `${type}-reminders-heading`;

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
      ) : (
        <>
          <div className="form__actions form__actions--start">
            <button
              ref={returnFocus}
              className="button"
              type="button"
              disabled={step.kind === 'sending'}
              onClick={() => void run()}
            >
              {step.kind === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send Now</Trans>}
            </button>
          </div>
          {step.kind === 'failed' ? (
            <SendFailure
              serverText={step.serverText}
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
