import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProductSort, RecommendationCategory, SavedProduct } from '@sprout/core';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { displayTitle, ProductCard } from './product-card';
import { ProductToolbar } from './product-toolbar';
import { appPaths } from '../../../config/paths';

function sorted(items: SavedProduct[], sort: ProductSort): SavedProduct[] {
  const copy = [...items];
  if (sort === 'price_asc') return copy.sort((a, b) => a.priceEur - b.priceEur);
  if (sort === 'price_desc') return copy.sort((a, b) => b.priceEur - a.priceEur);
  return copy.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Shares a product: the device's share sheet, else a WhatsApp link with a fixed message (spec). */
function ShareProductButton({ product }: { product: SavedProduct }) {
  const { t } = useLingui();
  const message = t`Look what I found on Sprout:`;
  // The title the card shows, not the stored 'item - title'.
  const lang = useRouteLanguage();
  const title = displayTitle(product, lang).text;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: message, url: product.affiliateUrl });
        return;
      } catch (error) {
        // The user closed the sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    window.open(
      `https://wa.me/?text=${encodeURIComponent(`${message} ${title} ${product.affiliateUrl}`)}`,
      '_blank',
      'noopener,noreferrer',
    );
  };
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={t`Share ${title}`}
      onClick={() => void share()}
    >
      <Trans>Share</Trans>
    </button>
  );
}

/** Saved products: search, category, sort, remove, share, and Clear All with a confirmation. */
export default function SavedProductsPage() {
  const lang = useRouteLanguage();
  const items = useSavedProductsStore((s) => s.items);
  const clear = useSavedProductsStore((s) => s.clear);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<RecommendationCategory>('all');
  const [sort, setSort] = useState<ProductSort>('newest');
  const [confirming, setConfirming] = useState(false);

  const needle = search.trim().toLowerCase();
  const shown = sorted(
    items.filter(
      (item) =>
        (category === 'all' || item.category === category) &&
        (!needle || displayTitle(item, lang).text.toLowerCase().includes(needle)),
    ),
    sort,
  );
  const count = items.length;

  return (
    <main className="page saved-products" id="main">
      <div className="saved-products__header">
        <h1>
          <Trans>Saved products</Trans>
        </h1>
        {count > 0 ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
          >
            <Trans>Clear all</Trans>
          </button>
        ) : null}
      </div>
      {count === 0 ? (
        <section className="card empty-state">
          <h2>
            <Trans>No saved products yet</Trans>
          </h2>
          <p>
            <Trans>
              Save products from your dashboard or a season page, and find them here on every device
              you sign in on.
            </Trans>
          </p>
          <Link className="button" to={appPaths.dashboard(lang)}>
            <Trans>Go to dashboard</Trans>
          </Link>
        </section>
      ) : (
        <>
          <ProductToolbar
            idPrefix="saved"
            search={search}
            onSearch={setSearch}
            category={category}
            onCategory={setCategory}
            sort={sort}
            onSort={setSort}
          />
          <p className="muted" role="status">
            <Plural value={shown.length} one="# product" other="# products" />
          </p>
          {shown.length === 0 ? (
            <section className="card empty-state">
              <p>
                <Trans>No saved products match your filters.</Trans>
              </p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setSearch('');
                  setCategory('all');
                }}
              >
                <Trans>Clear filters</Trans>
              </button>
            </section>
          ) : (
            <div className="product-grid product-grid--grid">
              {shown.map((item) => (
                <ProductCard
                  key={item.id}
                  product={item}
                  headingLevel={2}
                  extra={<ShareProductButton product={item} />}
                />
              ))}
            </div>
          )}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={<Trans>Clear all saved products?</Trans>}
          confirmLabel={<Trans>Clear all</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            clear();
            setConfirming(false);
          }}
        >
          <Plural
            value={count}
            one="# saved product will be removed from this device and your account."
            other="# saved products will be removed from this device and your account."
          />
        </ConfirmDialog>
      ) : null}
    </main>
  );
}
