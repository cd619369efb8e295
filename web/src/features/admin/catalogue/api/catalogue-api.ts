import type {
  AdminBulkSetActiveResult,
  AdminImportResult,
  AdminProduct,
  AdminProductInput,
  AdminProductListRequest,
  AdminProductPage,
  AdminProductStats,
  ProductCsvRow,
} from '@sprout/core';
import { callAdmin } from '../../api/admin-api';

/** The list's filters as the form holds them (the session and the cursor are added here). */
export type ProductFilters = Omit<AdminProductListRequest, 'sessionId' | 'cursor'>;

/**
 * The catalogue's calls to the admin functions (functions/src/admin); each carries the session,
 * and an expired one sends the admin back to /admin/login (callAdmin).
 */
export function listProducts(
  sessionId: string,
  filters: ProductFilters,
  cursor: string | null,
): Promise<AdminProductPage> {
  return callAdmin('adminListProducts', { sessionId, ...filters, cursor });
}

export function productStats(sessionId: string): Promise<AdminProductStats> {
  return callAdmin('adminProductStats', { sessionId });
}

export function createProduct(
  sessionId: string,
  product: AdminProductInput,
): Promise<AdminProduct> {
  return callAdmin('adminCreateProduct', { sessionId, product });
}

/** Sends only the changed fields; the server validates the product they make. */
export function updateProduct(
  sessionId: string,
  productId: string,
  changes: Partial<AdminProductInput>,
): Promise<AdminProduct> {
  return callAdmin('adminUpdateProduct', { sessionId, productId, changes });
}

export function duplicateProduct(
  sessionId: string,
  productId: string,
  changes: Partial<AdminProductInput>,
): Promise<AdminProduct> {
  return callAdmin('adminDuplicateProduct', { sessionId, productId, changes });
}

export function deleteProduct(sessionId: string, productId: string): Promise<{ deleted: true }> {
  return callAdmin('adminDeleteProduct', { sessionId, productId });
}

export function toggleProduct(
  sessionId: string,
  productId: string,
  active: boolean,
): Promise<{ id: string; active: boolean }> {
  return callAdmin('adminToggleProduct', { sessionId, productId, active });
}

/** Activate or Deactivate the chosen products at once (a page at most). */
export function bulkSetActive(
  sessionId: string,
  productIds: readonly string[],
  active: boolean,
): Promise<AdminBulkSetActiveResult> {
  return callAdmin('adminBulkSetActive', { sessionId, productIds, active });
}

/** Imports confirmed CSV rows (adminImportMaxRows a call); the server checks each row again. */
export function importProducts(
  sessionId: string,
  rows: readonly ProductCsvRow[],
): Promise<AdminImportResult> {
  return callAdmin('adminImportProducts', { sessionId, rows });
}
