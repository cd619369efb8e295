import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import {
  languages,
  recommendationCategories,
  productSorts,
  type ProductSort,
  type RecommendationCategory,
} from '@sprout/core';

export type ProductView = 'grid' | 'list';

type Props = {
  idPrefix: string;
  search: string;
  onSearch: (value: string) => void;
  category: RecommendationCategory;
  onCategory: (value: RecommendationCategory) => void;
  sort: ProductSort;
  onSort: (value: ProductSort) => void;
  view?: ProductView;
  onView?: (value: ProductView) => void;
  /** The categories offered (a child who does not walk yet gets no Shoes); all by default. */
  categories?: readonly RecommendationCategory[];
};

/**
 * Search, category filter, sort and (optionally) the grid/list switch of a product list. On a
 * phone only the search shows, beside a Filters button that opens the rest (it says how many
 * differ from the defaults), so the products come first; wider screens show everything.
 */
export function ProductToolbar({
  idPrefix,
  search,
  onSearch,
  category,
  onCategory,
  sort,
  onSort,
  view,
  onView,
  categories = recommendationCategories,
}: Props) {
  const { t } = useLingui();
  const lang = useRouteLanguage();
  const categoryLabels: Record<RecommendationCategory, string> = {
    all: t`All`,
    clothes: t`Clothes`,
    shoes: t`Shoes`,
    accessories: t`Accessories`,
  };
  const sortLabels: Record<ProductSort, string> = {
    newest: t`Newest first`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
  };
  const [open, setOpen] = useState(false);
  const changed =
    (category === 'all' ? 0 : 1) + (sort === 'newest' ? 0 : 1) + (view === 'list' ? 1 : 0);
  const filtersId = `${idPrefix}-filters`;
  const count = formatNumber(changed, languages[lang].intl, 0);
  return (
    <div className="product-toolbar">
      <div className="field product-toolbar__search">
        <label htmlFor={`${idPrefix}-search`}>
          <Trans>Search products</Trans>
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button--secondary product-toolbar__toggle"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen((current) => !current)}
      >
        {changed > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
      </button>
      <div
        id={filtersId}
        className={`product-toolbar__filters${open ? ' product-toolbar__filters--open' : ''}`}
      >
        <div className="field">
          <label htmlFor={`${idPrefix}-category`}>
            <Trans>Category</Trans>
          </label>
          <select
            id={`${idPrefix}-category`}
            value={category}
            onChange={(e) => onCategory(e.target.value as RecommendationCategory)}
          >
            {categories.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-sort`}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={`${idPrefix}-sort`}
            value={sort}
            onChange={(e) => onSort(e.target.value as ProductSort)}
          >
            {productSorts.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
        {view && onView ? (
          <div className="product-toolbar__view" role="group" aria-label={t`Layout`}>
            <button
              type="button"
              className="growth__indicator"
              aria-pressed={view === 'grid'}
              onClick={() => onView('grid')}
            >
              <Trans>Grid</Trans>
            </button>
            <button
              type="button"
              className="growth__indicator"
              aria-pressed={view === 'list'}
              onClick={() => onView('list')}
            >
              <Trans>List</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
