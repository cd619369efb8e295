import { useLingui } from '@lingui/react/macro';
import { useThemeStore } from '../../stores/theme-store';

export function ThemeToggle() {
  const { theme, toggle } = useThemeStore();
  const { t } = useLingui();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t`Dark theme`}
      title={dark ? t`Switch to light theme` : t`Switch to dark theme`}
    >
      {dark ? (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M21 14.5A8.5 8.5 0 0 1 9.5 3a8.5 8.5 0 1 0 11.5 11.5Z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          />
        </svg>
      )}
    </button>
  );
}
