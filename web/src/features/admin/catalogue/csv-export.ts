import { productsToCsv, type AdminProduct } from '@sprout/core';
import { listProducts, type ProductFilters } from './api/catalogue-api';

/** Every product the filters match, page after page (the table may show only the first). */
export async function allFilteredProducts(
  sessionId: string,
  filters: ProductFilters,
): Promise<AdminProduct[]> {
  const products: AdminProduct[] = [];
  let cursor: string | null = null;
  do {
    const page = await listProducts(sessionId, filters, cursor);
    products.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  return products;
}

/** The file name of an export: the market and the day, e.g. sprout-products-SE-2026-11-29.csv. */
export function exportFileName(country: string, now: Date): string {
  return `sprout-products-${country}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Offers the CSV as a download (a byte-order mark, so spreadsheets read it as UTF-8). */
export function downloadCsv(products: readonly AdminProduct[], fileName: string): void {
  const blob = new Blob(['\uFEFF', productsToCsv(products)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
