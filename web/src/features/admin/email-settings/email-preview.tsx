import { Trans, useLingui } from '@lingui/react/macro';
import type { ReminderPreview } from '@sprout/core';
import { useEffect, useRef } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import type { Load } from '../../../lib/use-loader';
import { serverErrorText } from './use-send';

/**
 * A test e-mail as the real templates render it: the subject, the HTML in a sandboxed frame, and
 * the plain-text part. The frame is a page of its own (public/email-preview.html) with an opaque
 * origin (no access to this page, its storage or its session) and a policy that lets the e-mail's
 * inline styles apply but none of its scripts run; this page posts it the HTML.
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
      <EmailFrame html={html} title={t`E-mail preview: ${subject}`} />
      <details className="email-preview__text">
        <summary>
          <Trans>Plain-text version</Trans>
        </summary>
        <pre>{text}</pre>
      </details>
    </div>
  );
}

/** The frame of public/email-preview.html, given `html` once it has loaded and on each change. */
function EmailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) postHtml(frame.current, html);
  }, [html]);
  return (
    <iframe
      ref={frame}
      className="email-preview__frame"
      sandbox="allow-scripts"
      src="/email-preview.html"
      title={title}
      onLoad={() => {
        loaded.current = true;
        postHtml(frame.current, html);
      }}
    />
  );
}

function postHtml(frame: HTMLIFrameElement | null, html: string) {
  // The frame's origin is opaque ("null"), so no narrower target can be named; the frame takes
  // only messages from this page, and its links cannot take it elsewhere.
  frame?.contentWindow?.postMessage({ type: 'sprout-email-preview', html }, '*');
}
