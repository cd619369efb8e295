import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  adminDefaultCountry,
  productInputFrom,
  type AdminProduct,
  type RegionCode,
} from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { useLoader } from '../../../lib/use-loader';
import {
  bulkSetActive,
  createProduct,
  deleteProduct,
  importProducts,
  duplicateProduct,
  listProducts,
  productStats,
  toggleProduct,
  updateProduct,
  type ProductFilters,
} from './api/catalogue-api';
import { ProductFiltersBar } from './components/product-filters';
import { ProductForm } from './components/product-form';
import {
  changedProductFields,
  clearProductDraft,
  emptyProductForm,
  productFormFrom,
  productInputOf,
  type ProductFormValues,
} from './components/product-form-values';
import { ProductTable } from './components/product-table';
import { CsvImportDialog } from './components/csv-import-dialog';
import { allFilteredProducts, downloadCsv, exportFileName } from './csv-export';
import { SizeCalculator } from './components/size-calculator';
import { StatCards } from './components/stat-cards';
import './catalogue.css';

export const initialProductFilters: ProductFilters = {
  country: adminDefaultCountry,
  search: '',
  gender: 'all',
  category: 'all',
  season: 'all',
  status: 'all',
  scope: 'all',
};

/** How long typing in the search waits before asking the server (one call per pause). */
const searchDelayMs = 300;

type Editing =
  | { mode: 'add' }
  | { mode: 'edit'; product: AdminProduct }
  | { mode: 'duplicate'; product: AdminProduct };

/**
 * The admin dashboard's product catalogue (spec section 2): stat cards, the size calculator,
 * country, search and filters, the product table with Load More, and the product form.
 */
export function AdminCatalogue({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const [filters, setFilters] = useState(initialProductFilters);
  const [search, setSearch] = useState('');
  const [showCalculator, setShowCalculator] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState<{ text: string; fileName: string } | null>(null);

  const stats = useLoader(`stats:${sessionId}`, { load: () => productStats(sessionId) });
  // Any new filter (country included) is a new key: the list starts again at page 1.
  const list = useLoader(`${sessionId}:${JSON.stringify(filters)}`, {
    load: () => listProducts(sessionId, filters, null),
  });

  useEffect(() => {
    if (search === filters.search) return undefined;
    const timer = setTimeout(() => setFilters((last) => ({ ...last, search })), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, filters.search]);

  const busy = (id: string, on: boolean) =>
    setBusyIds((last) => {
      const next = new Set(last);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const loadMore = async () => {
    if (list.state !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    setActionError(null);
    try {
      const next = await listProducts(sessionId, filters, list.data.nextCursor);
      list.setData((page) => ({
        products: [
          ...page.products,
          ...next.products.filter((p) => !page.products.some((q) => q.id === p.id)),
        ],
        nextCursor: next.nextCursor,
        total: next.total,
      }));
    } catch {
      setActionError(t`Failed to fetch products. Please try again.`);
    } finally {
      setLoadingMore(false);
    }
  };

  const toggle = async (product: AdminProduct) => {
    const active = !product.active;
    const flip = (value: boolean) =>
      list.setData((page) => ({
        ...page,
        products: page.products.map((p) => (p.id === product.id ? { ...p, active: value } : p)),
      }));
    setActionError(null);
    busy(product.id, true);
    flip(active);
    try {
      await toggleProduct(sessionId, product.id, active);
      stats.reload();
    } catch {
      flip(product.active);
      setActionError(t`Failed to update product. Please try again.`);
    } finally {
      busy(product.id, false);
    }
  };

  const remove = async (product: AdminProduct) => {
    setActionError(null);
    busy(product.id, true);
    try {
      await deleteProduct(sessionId, product.id);
      list.setData((page) => ({
        ...page,
        products: page.products.filter((p) => p.id !== product.id),
        total: Math.max(0, page.total - 1),
      }));
      stats.reload();
    } catch {
      setActionError(t`Failed to delete product. Please try again.`);
    } finally {
      busy(product.id, false);
    }
  };

  const save = async (values: ProductFormValues) => {
    if (!editing) return;
    setFormError(null);
    const input = productInputOf(values);
    try {
      if (editing.mode === 'add') {
        await createProduct(sessionId, input);
        list.reload();
      } else {
        const changes = changedProductFields(productInputFrom(editing.product), input);
        if (editing.mode === 'duplicate') {
          await duplicateProduct(sessionId, editing.product.id, changes);
          list.reload();
        } else if (Object.keys(changes).length > 0) {
          const saved = await updateProduct(sessionId, editing.product.id, changes);
          list.setData((page) => ({
            ...page,
            products: page.products.map((p) => (p.id === saved.id ? saved : p)),
          }));
        }
      }
      stats.reload();
      clearProductDraft();
      setEditing(null);
    } catch {
      setFormError(
        editing.mode === 'edit'
          ? t`Failed to update product. Please try again.`
          : t`Failed to add product. Please try again.`,
      );
    }
  };

  const open = (next: Editing) => {
    setFormError(null);
    setEditing(next);
  };

  const select = (ids: readonly string[], on: boolean) =>
    setSelected((last) => {
      const next = new Set(last);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  /** Activate or Deactivate every ticked product, then show what changed. */
  const setSelectedActive = async (active: boolean) => {
    const ids = [...selected];
    setActionError(null);
    setNotice(null);
    setBulkBusy(true);
    try {
      const result = await bulkSetActive(sessionId, ids, active);
      list.setData((page) => ({
        ...page,
        products: page.products
          .filter((p) => !result.notFound.includes(p.id))
          .map((p) => (ids.includes(p.id) ? { ...p, active } : p)),
      }));
      setSelected(new Set());
      setNotice(
        active
          ? t`Activated: ${result.changed.length}. Already active or gone: ${ids.length - result.changed.length}.`
          : t`Deactivated: ${result.changed.length}. Already inactive or gone: ${ids.length - result.changed.length}.`,
      );
      stats.reload();
    } catch {
      setActionError(t`Failed to update product. Please try again.`);
    } finally {
      setBulkBusy(false);
    }
  };

  const exportCsv = async () => {
    setActionError(null);
    setExporting(true);
    try {
      const products = await allFilteredProducts(sessionId, filters);
      downloadCsv(products, exportFileName(filters.country, new Date()));
    } catch {
      setActionError(t`Failed to fetch products. Please try again.`);
    } finally {
      setExporting(false);
    }
  };

  const loaded = list.state === 'ready' ? list.data.products.length : 0;
  const total = list.state === 'ready' ? list.data.total : 0;

  return (
    <section className="admin-catalogue">
      <StatCards stats={stats} />
      <div className="admin-catalogue__tools">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={showCalculator}
          onClick={() => setShowCalculator((shown) => !shown)}
        >
          {showCalculator ? t`Hide Size Calculator` : t`Show Size Calculator`}
        </button>
        <div className="admin-catalogue__file-tools">
          <button
            type="button"
            className="button button--secondary"
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            {exporting ? t`Exporting…` : t`Export CSV`}
          </button>
          <label className="button button--secondary admin-catalogue__import">
            <Trans>Import CSV</Trans>
            <input
              type="file"
              accept=".csv,text/csv"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                void file.text().then((text) => setImporting({ text, fileName: file.name }));
              }}
            />
          </label>
          <button type="button" className="button" onClick={() => open({ mode: 'add' })}>
            <Trans>Add Product</Trans>
          </button>
        </div>
      </div>
      {showCalculator ? <SizeCalculator /> : null}
      <ProductFiltersBar
        filters={{ ...filters, search }}
        onChange={(next) => {
          setSearch(next.search);
          if (next.search === search) setFilters({ ...next, search: filters.search });
        }}
      />
      {actionError ? <ErrorBox code="api/server-error">{actionError}</ErrorBox> : null}
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {selected.size > 0 ? (
        <div className="admin-catalogue__bulk" role="group" aria-label={t`Selected products`}>
          <span>
            <Trans>Selected: {selected.size}</Trans>
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={bulkBusy}
            onClick={() => void setSelectedActive(true)}
          >
            <Trans>Activate</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={bulkBusy}
            onClick={() => void setSelectedActive(false)}
          >
            <Trans>Deactivate</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={bulkBusy}
            onClick={() => setSelected(new Set())}
          >
            <Trans>Clear selection</Trans>
          </button>
          {bulkBusy ? (
            <span className="muted" role="status">
              <Trans>Saving...</Trans>
            </span>
          ) : null}
        </div>
      ) : null}
      {list.state === 'loading' ? (
        <p className="muted" role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {list.state === 'error' ? (
        <ErrorBox code="api/server-error" onRetry={list.retry} retryLabel={<Trans>Retry</Trans>}>
          {t`Failed to fetch products. Please try again.`}
        </ErrorBox>
      ) : null}
      {list.state === 'ready' ? (
        <>
          <p className="muted">
            <Trans>
              Showing {loaded} of {total} products
            </Trans>
          </p>
          {list.data.products.length === 0 ? (
            <p className="empty-state">
              <Trans>No products found.</Trans>
            </p>
          ) : (
            <ProductTable
              products={list.data.products}
              country={filters.country}
              selected={selected}
              onSelect={select}
              busyIds={busyIds}
              onEdit={(product) => open({ mode: 'edit', product })}
              onDuplicate={(product) => open({ mode: 'duplicate', product })}
              onDelete={(product) => void remove(product)}
              onToggle={(product) => void toggle(product)}
            />
          )}
          {total > loaded ? (
            <button
              type="button"
              className="button button--secondary admin-catalogue__more"
              disabled={loadingMore}
              onClick={() => void loadMore()}
            >
              {loadingMore ? t`Loading...` : t`Load More`}
            </button>
          ) : null}
        </>
      ) : null}
      {importing ? (
        <CsvImportDialog
          text={importing.text}
          fileName={importing.fileName}
          onImport={(rows) => importProducts(sessionId, rows)}
          onImported={() => {
            list.reload();
            stats.reload();
          }}
          onClose={() => setImporting(null)}
        />
      ) : null}
      {editing ? (
        <ProductForm
          title={
            editing.mode === 'add' ? (
              <Trans>Add Product</Trans>
            ) : editing.mode === 'edit' ? (
              <Trans>Edit Product</Trans>
            ) : (
              <Trans>Duplicate Product</Trans>
            )
          }
          draftTarget={
            editing.mode === 'add'
              ? `new:${filters.country}`
              : `${editing.mode}:${editing.product.id}`
          }
          initialValues={formValuesFor(editing, filters.country as RegionCode)}
          error={formError}
          onSubmit={save}
          // The draft stays on the device: opening the same form again restores it.
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** Add and duplicate use the selected country (spec); an edit keeps the product's own. */
function formValuesFor(editing: Editing, country: RegionCode): ProductFormValues {
  if (editing.mode === 'add') return emptyProductForm(country);
  const values = productFormFrom(editing.product);
  return editing.mode === 'duplicate' ? { ...values, country } : values;
}
