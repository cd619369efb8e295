import type { ReactNode } from 'react';

/**
 * Small line icons drawn as SVG in the text's colour. Glyphs such as ▾ ← ⟳ depend on the fonts a
 * device has (issue 30: emoji showed as empty boxes where no emoji font was installed); these do
 * not. Each is decorative: the control's text or name says what it does.
 */
function Icon({
  children,
  className,
  filled = false,
}: {
  children: ReactNode;
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A chevron: down for a closed panel that opens, up for an open one. */
export function ChevronIcon({ open }: { open: boolean }) {
  return <Icon>{open ? <path d="M6 15l6-6 6 6" /> : <path d="M6 9l6 6 6-6" />}</Icon>;
}

/**
 * An arrow towards the start (previous) or the end (next) of the line: drawn left and right, and
 * mirrored on a right-to-left page (`flip-rtl`).
 */
export function ArrowIcon({ towards }: { towards: 'start' | 'end' }) {
  return (
    <Icon className="flip-rtl">
      {towards === 'start' ? (
        <path d="M19 12H5m6-6l-6 6 6 6" />
      ) : (
        <path d="M5 12h14m-6-6l6 6-6 6" />
      )}
    </Icon>
  );
}

/** Two arrows in a circle: a write waiting to reach the server. */
export function SyncIcon() {
  return (
    <Icon>
      <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
      <path d="M4 3.5V8h4.5" />
      <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
      <path d="M20 20.5V16h-4.5" />
    </Icon>
  );
}

/** A heart: outlined, or filled (a saved product). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <Icon filled={filled}>
      <path d="M12 20.5S3.5 15.3 3.5 9.2A4.7 4.7 0 0 1 12 6.6a4.7 4.7 0 0 1 8.5 2.6c0 6.1-8.5 11.3-8.5 11.3z" />
    </Icon>
  );
}
