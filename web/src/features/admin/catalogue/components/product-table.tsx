import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  adminDefaultCountry,
  currencyForMarket,
  displayPrice,
  type AdminProduct,
} from '@sprout/core';
import { categoryLabels, genderLabels, seasonLabels } from './labels';

type Props = {
  products: readonly AdminProduct[];
  /** Ids whose write is under way: their buttons wait. */
  busyIds: ReadonlySet<string>;
  onEdit: (product: AdminProduct) => void;
  onDuplicate: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onToggle: (product: AdminProduct) => void;
};

/** The admin list shows prices in the SE currency (spec section 9); storage is EUR. */
const listCurrency = currencyForMarket(adminDefaultCountry);

/** The product table: edit, duplicate, delete with an inline Confirm/Cancel, one-click status. */
export function ProductTable({
  products,
  busyIds,
  onEdit,
  onDuplicate,
  onDelete,
  onToggle,
}: Props) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<string | null>(null);
  const price = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: listCurrency,
    maximumFractionDigits: 0,
  });

  return (
    <div className="admin-table__wrap">
      <table className="admin-table">
        <thead>
          <tr>
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
              <tr key={product.id}>
                <th scope="row">{product.title}</th>
                <td>{product.country === 'global' ? t`Global` : product.country}</td>
                <td>{i18n._(categoryLabels[product.category])}</td>
                <td>{i18n._(genderLabels[product.genderType])}</td>
                <td>{product.seasons.map((season) => i18n._(seasonLabels[season])).join(', ')}</td>
                <td>{`EU ${product.minSize}–${product.maxSize}${us}`}</td>
                <td>{price.format(displayPrice(product.priceEur, listCurrency))}</td>
                <td>
                  <button
                    type="button"
                    className={`badge admin-table__status${product.active ? ' admin-table__status--active' : ''}`}
                    aria-pressed={product.active}
                    disabled={busy}
                    onClick={() => onToggle(product)}
                  >
                    {product.active ? t`Active` : t`Inactive`}
                  </button>
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
