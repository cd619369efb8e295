import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ErrorBox } from '../../../components/ui/error-box';
import type { AdminProblem } from '../api/admin-failure';

/** The spec's sentences (section 8): admin access, the two-factor code, the login. */
const messages: Readonly<Record<AdminProblem, MessageDescriptor>> = {
  'not-authenticated': msg`Not authenticated`,
  'not-admin': msg`Not authorized as admin`,
  'ip-not-allowed': msg`IP address not whitelisted`,
  'session-invalid': msg`Invalid or expired session`,
  'code-required': msg`Please enter the 6-digit code`,
  'code-invalid': msg`Invalid two-factor code`,
  'too-many-codes': msg`Too many wrong codes. Wait a few minutes and try again.`,
  'totp-not-pending': msg`Start the two-factor setup again.`,
  'product-not-found': msg`Requested resource not found`,
  'invalid-credentials': msg`Invalid email or password`,
  unknown: msg`An unexpected error occurred`,
};

export function AdminProblemMessage({ problem }: { problem: AdminProblem }) {
  const { i18n } = useLingui();
  return (
    <ErrorBox code={problem === 'unknown' ? 'default' : 'auth'}>
      {i18n._(messages[problem])}
    </ErrorBox>
  );
}
