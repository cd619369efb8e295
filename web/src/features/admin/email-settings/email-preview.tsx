import { Trans, useLingui } from '@lingui/react/macro';
import type { ReminderPreview } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import type { Load } from '../../../lib/use-loader';
import { serverErrorText } from './use-send';

/**
 * A test e-mail as the real templates render it: the subject, the HTML in a sandboxed frame (no
 * scripts, no navigation, no access to this page), and the plain-text part.
 */
export function EmailPreview({ preview }: { preview: Load<ReminderPreview> }) {
  const { t } = useLingui();
  if (preview.state === 'loading') {
    return (
      <p className="email-settings__hint" role="status">
        <Trans>Loading the preview…</Trans>
      </p>
    );
  }
  if (preview.state === 'error') {
    return (
      <ErrorBox code="api" onRetry={preview.retry} retryLabel={<Trans>Retry</Trans>}>
        {serverErrorText(preview.error) ?? <Trans>Failed to load the preview</Trans>}
      </ErrorBox>
    );
  }
  const { subject, html, text } = preview.data;
  return (
    <div className="email-preview">
      <p className="email-preview__subject">
        <span className="email-preview__label">
          <Trans>Subject</Trans>
        </span>{' '}
        <bdi>{subject}</bdi>
      </p>
      <iframe
        className="email-preview__frame"
        sandbox=""
        srcDoc={html}
        title={t`E-mail preview: ${subject}`}
      />
      <details className="email-preview__text">
        <summary>
          <Trans>Plain-text version</Trans>
        </summary>
        <pre>{text}</pre>
      </details>
    </div>
  );
}
