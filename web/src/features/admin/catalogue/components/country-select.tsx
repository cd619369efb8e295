import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { adminCountryGroups, adminDefaultCountry, type RegionCode } from '@sprout/core';
import { regionGroupLabels } from './labels';

type Props = {
  id: string;
  value: RegionCode;
  /** A cleared choice falls back to SE (spec). */
  onChange: (country: RegionCode) => void;
  name?: string;
};

/** The spec's grouped country picker: Global; Nordic; Europe; North America; Asia Pacific. */
export function CountrySelect({ id, value, onChange, name }: Props) {
  const { i18n } = useLingui();
  const regionNames = new Intl.DisplayNames([i18n.locale, 'en'], { type: 'region' });
  return (
    <select
      id={id}
      name={name}
      value={value}
      onChange={(event) => onChange((event.target.value || adminDefaultCountry) as RegionCode)}
    >
      {adminCountryGroups.map((group) => (
        <optgroup
          key={group.nameKey}
          label={i18n._(regionGroupLabels[group.nameKey] ?? msg`Other`)}
        >
          {group.codes.map((code) => (
            <option key={code} value={code}>
              {code === 'global'
                ? i18n._(msg`Global`)
                : `${regionNames.of(code) ?? code} (${code})`}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
