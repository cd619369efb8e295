import { useState, type CSSProperties } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  languages,
  recommendationCategories,
  type ChildGender,
  type MarketCode,
  type Product,
  type ProductSort,
  type RecommendationCategory,
  type RecommendationRequest,
  type Season,
} from '@sprout/core';
import { CallErrorBox } from '../../../components/call-error/call-error-box';
import { NeedsConnection } from '../../../components/sync/needs-connection';
import { isOfflineFailure } from '../../../lib/functions';
import { useLoader } from '../../../lib/use-loader';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useShoppingMarket } from '../../../lib/use-shopping-market';
import { fetchRecommendations } from '../api/recommendations';
import { displayTitle, ProductCard } from './product-card';
import { itemLabels } from '../utils/item-labels';
import { ProductToolbar, type ProductView } from './product-toolbar';
import { formatNumber } from '../../../lib/format';
import { ChevronIcon } from '../../../components/ui/icons';

type Props = {
  /** Distinguishes the ids of several lists on one page. */
  id: string;
  season: Season;
  gender: ChildGender;
  clothingSize: number;
  /** null: the child does not walk yet; no shoes are recommended or offered as a filter. */
  shoeSize: number | null;
};

/** The pages loaded so far; a failed Load more turns the whole list into the load error. */
type Pages = {
  products: Product[];
  nextCursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
};

const viewKey = 'product-view';

/** Products a group shows before 'Show all (n)': two rows of two on a phone. */
export const groupPreviewSize = 4;

function readView(): ProductView {
  try {
    return localStorage.getItem(viewKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Products grouped by item type ('Winter jackets'), in the order they arrived. */
function groupByItem(products: Product[]): [string, Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const key = product.item || product.category;
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  return [...groups];
}

/** The products no other of the same item type came with, in the order they arrived. */
function singles(products: Product[]): Product[] {
  return groupByItem(products).flatMap(([, group]) => (group.length === 1 ? group : []));
}

/**
 * The recommendations for a child and season (dashboard, season page, share page): products that
 * fit the child's size, gender and market, with search, category, sort, grid or list, groups by
 * item type (the first four of each until 'Show all') and Load More. Any change of what is asked
 * for starts again from the first page.
 */
export function ProductList({ id, season, gender, clothingSize, shoeSize }: Props) {
  const lang = useRouteLanguage();
  const { i18n } = useLingui();
  const country = useShoppingMarket();
  const [category, setCategory] = useState<RecommendationCategory>('all');
  const [sort, setSort] = useState<ProductSort>('newest');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ProductView>(readView);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  const request = (cursor: string | null, market: MarketCode): RecommendationRequest => ({
    country: market,
    season,
    gender,
    category,
    clothingSize,
    shoeSize,
    sort,
    pageSize: 12,
    cursor,
  });

  // Any change of what is asked for starts again from the first page (spec: any change refetches).
  // Nothing is asked for until the country is known (the signed-in user's profile on its way).
  const pages = useLoader<Pages>(country ? JSON.stringify(request(null, country)) : null, {
    load: async () => {
      if (!country) throw new Error('No country yet');
      const page = await fetchRecommendations(request(null, country));
      return {
        products: page.products,
        nextCursor: page.nextCursor,
        loadingMore: false,
        moreFailed: false,
      };
    },
  });
  const load =
    pages.state === 'ready' && pages.data.moreFailed ? ({ state: 'error' } as const) : pages;

  const loadMore = async () => {
    if (load.state !== 'ready' || !load.data.nextCursor || !country) return;
    const { setData } = pages;
    setData((current) => ({ ...current, loadingMore: true }));
    try {
      const page = await fetchRecommendations(request(load.data.nextCursor, country));
      setData((current) => ({
        // A product already shown (the catalogue changed meanwhile) is not shown twice.
        products: [
          ...current.products,
          ...page.products.filter((p) => !current.products.some((q) => q.id === p.id)),
        ],
        nextCursor: page.nextCursor,
        loadingMore: false,
        moreFailed: false,
      }));
    } catch {
      setData((current) => ({ ...current, loadingMore: false, moreFailed: true }));
    }
  };

  const changeView = (next: ProductView) => {
    setView(next);
    try {
      localStorage.setItem(viewKey, next);
    } catch {
      // The choice holds for this visit.
    }
  };

  const toggle = (set: typeof setCollapsed, key: string) =>
    set((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const needle = search.trim().toLowerCase();
  const shown =
    load.state === 'ready'
      ? load.data.products.filter(
          (p) => !needle || displayTitle(p, lang).text.toLowerCase().includes(needle),
        )
      : [];

  return (
    <div className="product-list" aria-busy={load.state === 'loading'}>
      <ProductToolbar
        idPrefix={id}
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        sort={sort}
        onSort={setSort}
        view={view}
        onView={changeView}
        categories={
          shoeSize === null
            ? recommendationCategories.filter((value) => value !== 'shoes')
            : recommendationCategories
        }
      />
      {load.state === 'loading' ? (
        <div className={`product-grid product-grid--${view}`}>
          <span className="visually-hidden" role="status">
            <Trans>Loading products…</Trans>
          </span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="product-card product-card--skeleton" aria-hidden="true">
              <div className="product-card__image" />
              <div className="product-card__body">
                <div className="skeleton-line" />
                <div className="skeleton-line skeleton-line--short" />
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {pages.state === 'error' && isOfflineFailure(pages.error) ? (
        <NeedsConnection onRetry={pages.reload} />
      ) : load.state === 'error' ? (
        <CallErrorBox
          error={pages.state === 'error' ? pages.error : null}
          fallback={<Trans>Failed to fetch products</Trans>}
          onRetry={pages.reload}
        />
      ) : null}
      {load.state === 'ready' && load.data.products.length === 0 ? (
        <p className="product-list__empty">
          <Trans>No products in this size and season yet. Try another category.</Trans>
        </p>
      ) : null}
      {load.state === 'ready' && load.data.products.length > 0 && shown.length === 0 ? (
        <p className="product-list__empty">
          <Trans>No products match your search.</Trans>
        </p>
      ) : null}
      {shown.length > 0 ? (
        // Products alone of their kind come first, in one grid without headers (a group of one
        // says nothing its card does not); then the groups, flowing side by side, each as wide as
        // its cards, so small groups share a row instead of each taking a full one.
        <div className={`product-groups product-groups--${view}`}>
          {singles(shown).length > 0 ? (
            <div className={`product-grid product-grid--${view} product-groups__singles`}>
              {singles(shown).map((product) => (
                <ProductCard key={product.id} product={product} headingLevel={3} />
              ))}
            </div>
          ) : null}
          {groupByItem(shown).map(([group, products]) => {
            const open = !collapsed.has(group);
            const all = expanded.has(group) || products.length <= groupPreviewSize;
            const cards = all ? products : products.slice(0, groupPreviewSize);
            const panelId = `${id}-group-${group.replace(/\W+/g, '-')}`;
            const groupSize = products.length;
            const count = formatNumber(groupSize, languages[lang].intl, 0);
            if (groupSize === 1) return null;
            return (
              <section
                key={group}
                className="product-group"
                style={{ '--group-cards': open ? cards.length : 1 } as CSSProperties}
              >
                <h3 className="product-group__title">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => toggle(setCollapsed, group)}
                  >
                    <span className="product-group__name">
                      {itemLabels[group] ? i18n._(itemLabels[group]) : group}
                    </span>
                    <span className="product-group__count">
                      <Plural value={products.length} one="# product" other="# products" />
                    </span>
                    <ChevronIcon open={open} />
                  </button>
                </h3>
                {open ? (
                  <>
                    <div id={panelId} className={`product-grid product-grid--${view}`}>
                      {cards.map((product) => (
                        <ProductCard key={product.id} product={product} headingLevel={4} />
                      ))}
                    </div>
                    {groupSize > groupPreviewSize ? (
                      <button
                        type="button"
                        className="button button--ghost product-group__more"
                        aria-expanded={all}
                        aria-controls={panelId}
                        onClick={() => toggle(setExpanded, group)}
                      >
                        {all ? <Trans>Show fewer</Trans> : <Trans>Show all ({count})</Trans>}
                      </button>
                    ) : null}
                  </>
                ) : null}
              </section>
            );
          })}
        </div>
      ) : null}
      {load.state === 'ready' && load.data.nextCursor ? (
        <button
          type="button"
          className="button button--secondary product-list__more"
          disabled={load.data.loadingMore}
          onClick={() => void loadMore()}
        >
          {load.data.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      ) : null}
    </div>
  );
}
