import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, type ErrorCode } from '@sprout/core';
import { CallableError } from '../../lib/functions';
import { errorMessage } from '../../lib/error-messages';
import { ErrorBox } from '../ui/error-box';

/**
 * Codes whose own sentence tells the user more than the screen's message for the failure ("Failed
 * to fetch products"): a timeout, too many requests, a refusal, a field the server refused.
 * (A screen's own message for an expired session stays: the share page's "User not authenticated".)
 */
const saysMore: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'api/timeout',
  'api/rate-limit',
  'db/permission-error',
  'validation/required',
  'validation/invalid-format',
  'validation/out-of-range',
]);

type Props = {
  /** What the call threw. */
  error: unknown;
  /** The screen's message for the failure, shown unless the code's own sentence says more. */
  fallback: ReactNode;
  onRetry?: () => void;
  /** The page's labels of the request's fields, to name the one the server refused. */
  fieldLabels?: Readonly<Record<string, ReactNode>>;
};

/**
 * The error box of a failed function call: coloured by the call's error code, with the code's
 * sentence where it says more than the fallback, the field concerned, and Retry where the code is
 * one a second try can cure. (Outside components/ui: only pages draw it, so its sentences stay
 * out of the shell's catalog, which every first paint loads.)
 */
export function CallErrorBox({ error, fallback, onRetry, fieldLabels }: Props) {
  const { i18n } = useLingui();
  const code: ErrorCode = error instanceof CallableError ? error.code : 'api/server-error';
  const field = error instanceof CallableError && error.field ? error.field : null;
  // Named by the page's label only: a request's own key ('childId') means nothing to a parent.
  const label = field ? fieldLabels?.[field] : undefined;
  return (
    <ErrorBox
      code={code}
      onRetry={describeError(code).retryable ? onRetry : undefined}
      retryLabel={<Trans>Retry</Trans>}
    >
      {saysMore.has(code) ? i18n._(errorMessage(code)) : fallback}
      {/* The spec: the box "shows the field if given". */}
      {label ? (
        <span className="error-box__field">
          <Trans>Field: {label}</Trans>
        </span>
      ) : null}
    </ErrorBox>
  );
}
