import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  currencyForMarket,
  displayPrice,
  type AdminProduct,
  type AdminProductListRequest,
} from '@sprout/core';
import { categoryLabels, genderLabels, seasonLabels } from './labels';

type Props = {
  products: readonly AdminProduct[];
  /** The market chosen in the filters: its currency is shown beside the stored EUR price. */
  country: AdminProductListRequest['country'];
  /** The products ticked for Activate/Deactivate. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  /** Ids whose write is under way: their buttons wait. */
  busyIds: ReadonlySet<string>;
  onEdit: (product: AdminProduct) => void;
  onDuplicate: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onToggle: (product: AdminProduct) => void;
};

/**
 * The product table: a picture, the title linked to its shop page, the price as stored (EUR,
 * what the form takes) with the market's currency beside it (spec section 9 shows SEK for the
 * default SE market), edit, duplicate, delete with an inline Confirm/Cancel, one-click status,
 * and a tick per row for the bulk tools.
 */
export function ProductTable({
  products,
  country,
  selected,
  onSelect,
  busyIds,
  onEdit,
  onDuplicate,
  onDelete,
  onToggle,
}: Props) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<string | null>(null);
  const marketCurrency = currencyForMarket(country === 'global' ? 'SE' : country);
  const eur = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR' });
  const local = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: marketCurrency,
    maximumFractionDigits: 0,
  });
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));
  // Described, not named: the title stays the row's name.
  const newTabNote = useId();

  return (
    <div className="admin-table__wrap">
      {/* Above the table, not in its header: on a phone the header is hidden (cards). */}
      <label className="field--checkbox admin-table__select-all">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(event) =>
            onSelect(
              products.map((p) => p.id),
              event.target.checked,
            )
          }
        />
        <Trans>Select all shown products</Trans>
      </label>
      <p id={newTabNote} hidden>
        {t`(opens the shop page in a new tab)`}
      </p>
      <table className="admin-table admin-table--cards">
        <thead>
          <tr>
            <th scope="col" className="admin-table__select">
              <span className="visually-hidden">
                <Trans>Select</Trans>
              </span>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Picture</Trans>
              </span>
            </th>
            <th scope="col">
              <Trans>Title</Trans>
            </th>
            <th scope="col">
              <Trans>Country</Trans>
            </th>
            <th scope="col">
              <Trans>Category</Trans>
            </th>
            <th scope="col">
              <Trans>Gender</Trans>
            </th>
            <th scope="col">
              <Trans>Seasons</Trans>
            </th>
            <th scope="col">
              <Trans>Sizes</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const busy = busyIds.has(product.id);
            const us =
              product.usMinSize || product.usMaxSize
                ? ` (US ${product.usMinSize ?? ''}–${product.usMaxSize ?? ''})`
                : '';
            return (
              <tr
                key={product.id}
                className={product.active ? undefined : 'admin-table__row--inactive'}
              >
                <td className="admin-table__select">
                  <input
                    type="checkbox"
                    aria-label={t`Select ${product.title}`}
                    checked={selected.has(product.id)}
                    onChange={(event) => onSelect([product.id], event.target.checked)}
                  />
                </td>
                <td className="admin-table__thumb">
                  <img src={product.imageUrl} alt="" width={48} height={48} loading="lazy" />
                </td>
                <th scope="row" className="admin-table__title">
                  <a
                    href={product.affiliateUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={newTabNote}
                  >
                    {product.title}
                  </a>
                </th>
                <td data-label={t`Country`}>
                  {product.country === 'global' ? t`Global` : product.country}
                </td>
                <td data-label={t`Category`}>{i18n._(categoryLabels[product.category])}</td>
                <td data-label={t`Gender`}>{i18n._(genderLabels[product.genderType])}</td>
                <td data-label={t`Seasons`}>
                  {product.seasons.map((season) => i18n._(seasonLabels[season])).join(', ')}
                </td>
                <td data-label={t`Sizes`}>{`EU ${product.minSize}–${product.maxSize}${us}`}</td>
                <td className="admin-table__price" data-label={t`Price`}>
                  {eur.format(product.priceEur)}
                  {marketCurrency === 'EUR' ? null : (
                    <span className="muted">
                      {' '}
                      {t`≈ ${local.format(displayPrice(product.priceEur, marketCurrency))}`}
                    </span>
                  )}
                </td>
                <td className="admin-table__state">
                  <button
                    type="button"
                    className={`badge admin-table__status${product.active ? ' admin-table__status--active' : ''}`}
                    aria-pressed={product.active}
                    disabled={busy}
                    onClick={() => onToggle(product)}
                  >
                    {product.active ? t`Active` : t`Inactive`}
                  </button>
                  {busy ? (
                    // A toggle or delete can take seconds on a loaded server: say it is under way.
                    <span className="muted admin-table__saving" role="status">
                      <Trans>Saving...</Trans>
                    </span>
                  ) : null}
                </td>
                <td className="admin-table__actions">
                  {confirming === product.id ? (
                    <>
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={busy}
                        onClick={() => {
                          setConfirming(null);
                          onDelete(product);
                        }}
                      >
                        <Trans>Confirm</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setConfirming(null)}
                      >
                        <Trans>Cancel</Trans>
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        onClick={() => onEdit(product)}
                      >
                        <Trans>Edit</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        onClick={() => onDuplicate(product)}
                      >
                        <Trans>Duplicate</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={busy}
                        onClick={() => setConfirming(product.id)}
                      >
                        <Trans>Delete</Trans>
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
