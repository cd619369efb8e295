import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { languages, routeLanguages, type RouteLanguage } from '@sprout/core';

/** A labelled select of Sprout's languages, each in its own name. */
export function LanguageSelect({
  value,
  onChange,
  className = 'field',
}: {
  value: RouteLanguage;
  onChange: (language: RouteLanguage) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as RouteLanguage)}>
        {routeLanguages.map((code) => (
          <option key={code} value={code}>
            {languages[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
