import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { paths, productRowsFromCsv, productsToCsv, type AdminProduct } from '@sprout/core';
import { adminDb, storedCollection, storedDoc } from '../support/admin';
import { adminLoginToDashboard, adminUi, newAdmin } from '../support/admin-ui';
import { useBrowsers } from '../support/browser';
import { catalogueProduct, productData } from '../support/factories';

/*
 * Issue 32's operator tools on a 390 px phone: every admin page fits the screen (no sideways
 * scroll); the taxonomy offers item types for footwear; bulk Deactivate; CSV import with a
 * preview where one bad row is refused with its reason while the others are added.
 */

const openBrowser = useBrowsers();
const ui = adminUi;
const tag = `Tools${Date.now().toString(36)}`;

afterAll(async () => {
  const mine = await storedCollection(paths.products).where('country', '==', 'NO').get();
  await Promise.all(
    mine.docs.filter((d) => d.data().title.includes(tag)).map((d) => d.ref.delete()),
  );
});

/** How far the page is wider than the screen (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Two Norwegian products of this run, written as the seed writes them. */
async function twoProducts(): Promise<string[]> {
  const ids = [`tools-a-${tag}`, `tools-b-${tag}`];
  for (const [index, id] of ids.entries()) {
    await adminDb()
      .doc(paths.product(id))
      .set(
        catalogueProduct(
          productData({
            country: 'NO',
            title: `Winter jackets - Bulk ${index} ${tag}`,
            affiliateUrl: `https://shop.example/${tag}/${index}`,
            imageUrl: '/catalog/winter-jacket.svg',
          }),
        ),
      );
  }
  return ids;
}

describe('admin catalogue tools on a phone', () => {
  it('fits every admin page, deactivates in bulk, and imports a CSV with one bad row', async () => {
    const account = await newAdmin('tools-admin');
    const ids = await twoProducts();
    const { page, pageErrors } = await openBrowser();
    await adminLoginToDashboard(page, account);
    await page.locator('.admin-stats__card').first().waitFor(ui);

    // Norway's list, narrowed to this run's products.
    await page.locator('.admin-filters').getByLabel('Country').selectOption('NO');
    await page.getByPlaceholder('Search products...').fill(tag.toLowerCase());
    const rows = page.locator('.admin-table tbody tr');
    await expect.poll(() => rows.count(), ui).toBe(2);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Bulk: tick both, Deactivate; both are stored inactive.
    await page.getByLabel('Select all shown products').check();
    const bulk = page.getByRole('group', { name: 'Selected products' });
    await bulk.getByText('Selected: 2').waitFor(ui);
    await bulk.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Deactivated: 2.', { exact: false }).waitFor(ui);
    for (const id of ids) {
      expect((await storedDoc(paths.product(id)).get()).data()?.active).toBe(false);
    }

    // The form fits, and offers item types for footwear.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Category', { exact: true }).selectOption('shoes');
    await dialog.getByLabel('Subcategory').selectOption('Outdoor Shoes');
    await dialog.getByLabel('Item type').selectOption('Winter boots');
    await dialog.getByLabel('Min size (EU)').fill('900');
    await dialog.getByLabel('Title').click();
    await dialog
      .getByText('Use an EU size from the size table (clothing 50–176, footwear 16–49)')
      .waitFor(ui);
    const box = await dialog.getByLabel('Max size (US)').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', ...ui });

    // CSV import: two good rows and one with an EU size off the table.
    const base = {
      ...productData({ country: 'NO', seasons: ['winter'] }),
      id: '',
      imageUrl: '/catalog/winter-jacket.svg',
    } satisfies AdminProduct;
    const csv = productsToCsv([
      { ...base, title: `Winter jackets - Import one ${tag}` },
      { ...base, title: `Winter jackets - Import bad ${tag}`, minSize: 'abc' },
      { ...base, title: `Winter jackets - Import two ${tag}`, priceEur: 19.5 },
    ]);
    await page.getByLabel('Import CSV').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = page.getByRole('dialog', { name: 'Import products from products.csv' });
    await preview.getByText('Ready to import: 2. Refused: 1.', { exact: false }).waitFor(ui);
    const badRow = preview.locator('tr').filter({ hasText: `Import bad ${tag}` });
    expect(await badRow.textContent()).toContain(
      'minSize: Use an EU size from the size table (clothing 50–176, footwear 16–49)',
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Nothing is written before the operator confirms.
    const stored = async () =>
      (await storedCollection(paths.products).where('country', '==', 'NO').get()).docs
        .map((d) => d.data().title)
        .filter((title) => title.includes(`Import`) && title.includes(tag))
        .sort();
    expect(await stored()).toEqual([]);
    await preview.getByRole('button', { name: 'Import products (2)' }).click();
    await preview.getByText('Added: 2. Updated: 0. Refused: 1.').waitFor(ui);
    expect(await preview.locator('.admin-import__refused').textContent()).toContain('Line 3');
    expect(await stored()).toEqual([
      `Winter jackets - Import one ${tag}`,
      `Winter jackets - Import two ${tag}`,
    ]);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rows.count(), ui).toBe(4);

    // Export: the filtered list (this run's four products) as CSV, which reads back.
    const [download] = await Promise.all([
      page.waitForEvent('download', ui),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sprout-products-NO-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = productRowsFromCsv(readFileSync(await download.path(), 'utf8'));
    if (!exported.ok) throw new Error('the export does not read back');
    expect(exported.rows.map((row) => row.product.title).sort()).toEqual(
      [`Bulk 0 ${tag}`, `Bulk 1 ${tag}`, `Import one ${tag}`, `Import two ${tag}`].sort(),
    );
    expect(exported.rows.every((row) => row.id)).toBe(true);

    // Every other admin page fits the phone too.
    for (const [link, heading] of [
      ['Activity log', 'Activity log'],
      ['Email Settings', 'Email Settings'],
      ['Growth Debugger', 'Growth Debugger'],
      ['Two-factor sign-in', 'Two-factor sign-in'],
    ] as const) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor(ui);
      expect(await overflow(page), link).toBeLessThanOrEqual(0);
    }
    expect(pageErrors).toEqual([]);
  });
});
