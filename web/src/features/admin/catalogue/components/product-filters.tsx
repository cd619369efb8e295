import { LabelledOptions } from './labelled-options';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  adminProductScopes,
  adminProductStatuses,
  productCategories,
  productGenderTypes,
  seasons,
  type RegionCode,
} from '@sprout/core';
import type { ProductFilters } from '../api/catalogue-api';
import { CountrySelect } from './country-select';
import { categoryLabels, genderLabels, scopeLabels, seasonLabels, statusLabels } from './labels';

type Props = { filters: ProductFilters; onChange: (filters: ProductFilters) => void };

/** Country, search and the spec's five filters; every change starts the list at page 1 again. */
export function ProductFiltersBar({ filters, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const set = (patch: Partial<ProductFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="admin-filters">
      <div className="field">
        <label htmlFor={`${id}-country`}>
          <Trans>Country</Trans>
        </label>
        <CountrySelect
          id={`${id}-country`}
          value={filters.country as RegionCode}
          onChange={(country) => set({ country })}
        />
      </div>
      <div className="field admin-filters__search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          <Trans>Search</Trans>
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder={t`Search products...`}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-gender`}>
          <Trans>Gender</Trans>
        </label>
        <select
          id={`${id}-gender`}
          value={filters.gender}
          onChange={(event) => set({ gender: event.target.value as ProductFilters['gender'] })}
        >
          <option value="all">{t`All`}</option>
          <LabelledOptions values={productGenderTypes} labels={genderLabels} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>
          <Trans>Category</Trans>
        </label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) => set({ category: event.target.value as ProductFilters['category'] })}
        >
          <option value="all">{t`All`}</option>
          <LabelledOptions values={productCategories} labels={categoryLabels} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-season`}>
          <Trans>Season</Trans>
        </label>
        <select
          id={`${id}-season`}
          value={filters.season}
          onChange={(event) => set({ season: event.target.value as ProductFilters['season'] })}
        >
          <option value="all">{t`All`}</option>
          <LabelledOptions values={seasons} labels={seasonLabels} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>
          <Trans>Status</Trans>
        </label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as ProductFilters['status'] })}
        >
          <LabelledOptions values={adminProductStatuses} labels={statusLabels} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-scope`}>
          <Trans>Scope</Trans>
        </label>
        <select
          id={`${id}-scope`}
          value={filters.scope}
          onChange={(event) => set({ scope: event.target.value as ProductFilters['scope'] })}
        >
          <LabelledOptions values={adminProductScopes} labels={scopeLabels} />
        </select>
      </div>
    </div>
  );
}
