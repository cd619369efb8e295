import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatSizeRangeForMarket,
  languages,
  localProductTitle,
  writeCaps,
  type RouteLanguage,
  type MarketCode,
  type Product,
} from '@sprout/core';
import { HeartIcon } from '../../../components/ui/icons';
import { track } from '../../../lib/analytics';
import { formatNumber } from '../../../lib/format';
import { formatPrice } from '../utils/format-price';
import { readPreferredMarket } from '../../../lib/preferred-language';
import { useShoppingMarket } from '../../../lib/use-shopping-market';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useSavedProductsStore } from '../../../stores/saved-products-store';

export const placeholderImage = '/catalog/placeholder.svg';

/**
 * What a product card shows as its title on a page in `lang`: the catalogue's title in that
 * language, else the English title, each without the item prefix. Every name a screen reader
 * hears for the product (card, save, share) uses this same title.
 */
export function displayTitle(product: Product, lang: RouteLanguage) {
  return localProductTitle(product, languages[lang].catalog);
}

/** The product's sizes in the market's standard; labels that are no numbers are shown as stored. */
function sizeRange(product: Product, market: MarketCode, locale: string): string {
  const min = Number.parseInt(product.minSize, 10);
  const max = Number.parseInt(product.maxSize, 10);
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    return `EU ${product.minSize}–${product.maxSize}`;
  }
  return formatSizeRangeForMarket(
    market,
    min,
    max,
    product.category === 'shoes' ? 'shoes' : 'clothing',
    { locale },
  );
}

/**
 * One affiliate product: picture, title, sizes, price in the user's currency, save toggle, and the
 * shop link (new tab, marked sponsored; the click is logged through the consent-aware analytics).
 */
export function ProductCard({
  product,
  extra,
  headingLevel,
}: {
  product: Product;
  extra?: ReactNode;
  /** The title's level below the heading the card sits under (the page's, or its group's). */
  headingLevel: 2 | 3 | 4;
}) {
  const { t } = useLingui();
  const lang = useRouteLanguage();
  // The list waits for the country; a saved product may be drawn a moment before it is known.
  const market = useShoppingMarket() ?? readPreferredMarket(lang);
  const intl = languages[lang].intl;
  const saved = useSavedProductsStore((s) => s.items.some((item) => item.id === product.id));
  const save = useSavedProductsStore((s) => s.save);
  const remove = useSavedProductsStore((s) => s.remove);
  // The account keeps at most this many (the rules refuse more), so the device does not save more.
  const savedCap = writeCaps.savedProductsPerUser;
  const full = useSavedProductsStore((s) => s.items.length >= savedCap);
  const maxSaved = formatNumber(savedCap, intl, 0);
  const [limitHit, setLimitHit] = useState(false);
  const shownTitle = displayTitle(product, lang);
  const title = shownTitle.text;
  const sizes = sizeRange(product, market, intl);
  const Heading = `h${headingLevel}` as const;
  const inEnglish = shownTitle.language !== languages[lang].catalog;

  return (
    <article className="product-card" aria-label={title}>
      <img
        className="product-card__image"
        src={product.imageUrl || placeholderImage}
        alt=""
        loading="lazy"
        width={160}
        height={160}
        onError={(event) => {
          // A broken or removed picture falls back to the local placeholder (spec).
          const image = event.currentTarget;
          if (!image.src.endsWith(placeholderImage)) image.src = placeholderImage;
        }}
      />
      <div className="product-card__body">
        {/* An English title on a page in another language is marked as such: lang, so a screen
            reader reads it in English, and a note for the eye. */}
        <Heading className="product-card__title" lang={inEnglish ? 'en' : undefined}>
          {title}
        </Heading>
        {inEnglish ? (
          <p className="product-card__language">
            <Trans>Title in English</Trans>
          </p>
        ) : null}
        <p className="product-card__sizes">{sizes}</p>
        <p className="product-card__price">{formatPrice(product.priceEur, market, intl)}</p>
        <div className="product-card__actions">
          <a
            className="button product-card__shop"
            href={product.affiliateUrl}
            target="_blank"
            rel="noopener noreferrer sponsored"
            onClick={() => {
              track('product_view', { productId: product.id, category: product.category });
              track('product_click', { productId: product.id });
            }}
          >
            <Trans>View in shop</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
          {/* A toggle: one name whatever its state, which aria-pressed and the filled heart tell
              (a name that changed to "Remove…" while the button read "Saved" missed the visible
              word in Swedish and Arabic: WCAG 2.5.3, label in name). */}
          <button
            type="button"
            className="button button--secondary product-card__save"
            aria-pressed={saved}
            aria-label={t`Save ${title}`}
            onClick={() => {
              if (saved) remove(product.id);
              else if (full) setLimitHit(true);
              else save(product);
            }}
          >
            <HeartIcon filled={saved} />
            <span className="product-card__save-text">
              <Trans>Save</Trans>
            </span>
          </button>
          {extra}
        </div>
        {limitHit && !saved ? (
          <p className="product-card__limit" role="alert">
            <Trans>You can save at most {maxSaved} products. Remove one to save another.</Trans>
          </p>
        ) : null}
      </div>
    </article>
  );
}
