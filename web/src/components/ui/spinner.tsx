import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

export function Spinner() {
  const { i18n } = useLingui();
  // While a page's first catalog loads there is no text to read out: the build keeps only the
  // messages' ids, which Lingui would give instead ("Pwqkdw"). The circle alone until then.
  const hasTexts = Object.keys(i18n.messages).length > 0;
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      {hasTexts && (
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      )}
    </div>
  );
}
