import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { shareNetworks, shareUrl, type ShareNetwork, type SharePayload } from './share-links';
import './share.css';

/** How long "Link copied" stays on screen. */
export const COPY_CONFIRMATION_MS = 2000;

export type ShareButtonsProps = SharePayload & {
  className?: string;
};

type CopyStatus = { result: 'copied' | 'failed'; attempt: number };

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="share__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const icons: Readonly<Record<ShareNetwork | 'native' | 'copy', ReactNode>> = {
  native: (
    <Icon>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </Icon>
  ),
  whatsapp: (
    <Icon>
      <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.3z" />
      <path
        d="M9 8.3c0 3.4 3.2 6.7 6.6 6.7l1-1.4-2-1-1 .8a5.3 5.3 0 0 1-2.6-2.6l.8-1-1-2z"
        fill="currentColor"
        stroke="none"
      />
    </Icon>
  ),
  facebook: (
    <Icon>
      <path
        d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z"
        fill="currentColor"
        stroke="none"
      />
    </Icon>
  ),
  x: (
    <Icon>
      <path d="M4 4h4.5L20 20h-4.5z" fill="currentColor" stroke="none" />
      <path d="M19.5 4l-6.3 7.2M10.8 12.8L4.5 20" />
    </Icon>
  ),
  telegram: (
    <Icon>
      <path
        d="M21 4L3 11l5.5 2L18 7l-7.5 7.5V20l3-3.5 4.5 3.5z"
        fill="currentColor"
        stroke="none"
      />
    </Icon>
  ),
  pinterest: (
    <Icon>
      <path d="M9 21l2.2-9" />
      <path d="M7.3 13.8A4.6 4.6 0 0 1 6.5 11c0-2.8 2.3-5 5.5-5 2.8 0 5 1.9 5 4.5 0 3-2.5 5-6 4.5" />
    </Icon>
  ),
  linkedin: (
    <Icon>
      <path
        d="M6.5 9.5h-3V20h3zM5 4a1.75 1.75 0 1 0 0 3.5A1.75 1.75 0 0 0 5 4zM20.5 20h-3v-5.5c0-1.5-.5-2.5-1.8-2.5-1.4 0-2.2 1-2.2 2.5V20h-3V9.5h2.9v1.4c.6-1 1.7-1.7 3.1-1.7 2.5 0 4 1.6 4 4.6z"
        fill="currentColor"
        stroke="none"
      />
    </Icon>
  ),
  email: (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </Icon>
  ),
  copy: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
};

/** Share a page: the device's own share sheet when it has one, the big networks, e-mail, copy. */
export function ShareButtons({ url, title, text, className }: ShareButtonsProps) {
  const { t } = useLingui();
  const newTabHintId = useId();
  const [copyStatus, setCopyStatus] = useState<CopyStatus | null>(null);

  // Read at render: navigator.share exists only on some browsers (mostly mobile) and in secure contexts.
  const canShareNatively =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const labels: Readonly<Record<ShareNetwork, string>> = {
    whatsapp: t`Share on WhatsApp`,
    facebook: t`Share on Facebook`,
    x: t`Share on X`,
    telegram: t`Share on Telegram`,
    pinterest: t`Share on Pinterest`,
    linkedin: t`Share on LinkedIn`,
    email: t`Share by e-mail`,
  };

  // Each copy restarts the 2 s, so a second click keeps the message up.
  useEffect(() => {
    if (!copyStatus) return;
    const id = window.setTimeout(() => setCopyStatus(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(id);
  }, [copyStatus]);

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Cancelling rejects with AbortError; for any other failure the buttons beside it remain.
    }
  };

  const copyLink = async () => {
    let result: CopyStatus['result'] = 'copied';
    try {
      // navigator.clipboard is undefined outside secure contexts; the throw lands in the catch.
      await navigator.clipboard.writeText(url);
    } catch {
      result = 'failed';
    }
    setCopyStatus((previous) => ({ result, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  const status =
    copyStatus?.result === 'copied'
      ? t`Link copied`
      : copyStatus?.result === 'failed'
        ? t`Could not copy the link`
        : '';

  return (
    <div className={className ? `share ${className}` : 'share'}>
      <ul className="share__list">
        {canShareNatively ? (
          <li>
            <button
              type="button"
              className="share__button share__button--text"
              onClick={() => void shareNatively()}
            >
              {icons.native}
              <span>{t`Share`}</span>
            </button>
          </li>
        ) : null}
        {shareNetworks.map((network) => {
          const email = network === 'email';
          return (
            <li key={network}>
              <a
                className="share__button"
                href={shareUrl(network, { url, title, text })}
                aria-label={labels[network]}
                title={labels[network]}
                // E-mail opens the mail app, not a tab.
                {...(email
                  ? {}
                  : {
                      target: '_blank',
                      rel: 'noopener noreferrer',
                      'aria-describedby': newTabHintId,
                    })}
              >
                {icons[network]}
              </a>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="share__button share__button--text"
            onClick={() => void copyLink()}
          >
            {icons.copy}
            <span>{t`Copy link`}</span>
          </button>
        </li>
      </ul>
      <span id={newTabHintId} hidden>
        {t`Opens in a new tab`}
      </span>
      <p className="share__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
