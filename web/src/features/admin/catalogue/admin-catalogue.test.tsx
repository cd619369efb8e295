import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct, AdminProductPage } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { AdminCatalogue } from './admin-catalogue';
import * as api from './api/catalogue-api';

vi.mock('./api/catalogue-api', () => ({
  listProducts: vi.fn(),
  productStats: vi.fn(),
  createProduct: vi.fn(),
  updateProduct: vi.fn(),
  duplicateProduct: vi.fn(),
  deleteProduct: vi.fn(),
  toggleProduct: vi.fn(),
}));
const mocked = vi.mocked(api);

function product(n: number, changes: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: `p${n}`,
    country: 'SE',
    seasons: ['winter'],
    category: 'clothes',
    subcategory: 'Outerwear',
    item: 'Winter jackets',
    genderType: 'unisex',
    minSize: '92',
    maxSize: '104',
    usMinSize: '2T',
    usMaxSize: '4T',
    title: `Winter jackets - Jacket ${n}`,
    imageUrl: 'https://img.example.com/p.jpg',
    affiliateUrl: 'https://shop.example.com/p',
    priceEur: 10,
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

const page = (products: AdminProduct[], total: number, nextCursor: string | null = null) =>
  ({ products, total, nextCursor }) satisfies AdminProductPage;

function show() {
  return renderAt('/en-US/admin', '/:lang/admin', <AdminCatalogue sessionId="s-1" />);
}

beforeEach(async () => {
  await activateLanguage('en-US');
  localStorage.clear();
  vi.clearAllMocks();
  mocked.productStats.mockResolvedValue({ total: 7, active: 6, global: 2, clothes: 4, shoes: 3 });
  mocked.listProducts.mockResolvedValue(page([product(1)], 1));
});

describe('AdminCatalogue list', () => {
  it('shows the stat cards and the first page for SE, newest first from the server', async () => {
    show();
    expect(await screen.findByText('Jacket', { exact: false })).toBeTruthy();
    const total = screen.getByText('Total Products').closest('div');
    expect(within(total as HTMLElement).getByText('7')).toBeTruthy();
    expect(mocked.listProducts).toHaveBeenCalledWith(
      's-1',
      expect.objectContaining({ country: 'SE', scope: 'all', search: '' }),
      null,
    );
    // The price in SEK: 10 EUR at the table's rate, whole units.
    expect(screen.getByText(/\b110\b/)).toBeTruthy();
  });

  it('says when the counts failed, with Retry, instead of "…" for ever', async () => {
    mocked.productStats.mockRejectedValueOnce(new Error('unavailable'));
    show();
    await screen.findByText('Failed to load the product counts');
    expect(screen.queryByText('…')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    // Counted again: the first card shows the total.
    const total = screen.getByText('Total Products').closest('div') as HTMLElement;
    expect(await within(total).findByText('7')).toBeTruthy();
    expect(screen.queryByText('Failed to load the product counts')).toBeNull();
  });

  it('loads more pages while the total exceeds what is loaded', async () => {
    const first = Array.from({ length: 50 }, (_, i) => product(i));
    mocked.listProducts.mockResolvedValueOnce(page(first, 51, 'c1'));
    let finish: (value: AdminProductPage) => void = () => undefined;
    mocked.listProducts.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveProperty('disabled', true);
    expect(mocked.listProducts).toHaveBeenLastCalledWith('s-1', expect.anything(), 'c1');
    finish(page([product(50)], 51));
    expect(await screen.findByText('Winter jackets - Jacket 50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load More|Loading/ })).not.toBeTruthy();
  });

  it('starts again at page 1 when a filter or the country changes', async () => {
    mocked.listProducts.mockResolvedValueOnce(page([product(1)], 60, 'c1'));
    mocked.listProducts.mockResolvedValueOnce(page([product(2)], 60, 'c2'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    await screen.findByText('Winter jackets - Jacket 2');
    mocked.listProducts.mockResolvedValue(page([product(3)], 1));

    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'female');
    expect(await screen.findByText('Winter jackets - Jacket 3')).toBeTruthy();
    expect(screen.queryByText('Winter jackets - Jacket 2')).not.toBeTruthy();
    expect(mocked.listProducts).toHaveBeenLastCalledWith(
      's-1',
      expect.objectContaining({ gender: 'female' }),
      null,
    );

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'NO');
    await waitFor(() =>
      expect(mocked.listProducts).toHaveBeenLastCalledWith(
        's-1',
        expect.objectContaining({ country: 'NO', gender: 'female' }),
        null,
      ),
    );

    await userEvent.selectOptions(screen.getByLabelText('Scope'), 'global');
    await waitFor(() =>
      expect(mocked.listProducts).toHaveBeenLastCalledWith(
        's-1',
        expect.objectContaining({ scope: 'global' }),
        null,
      ),
    );
  });

  it('searches after a pause in typing', async () => {
    show();
    await screen.findByText('Winter jackets - Jacket 1');
    await userEvent.type(screen.getByPlaceholderText('Search products...'), 'jack');
    await waitFor(() =>
      expect(mocked.listProducts).toHaveBeenLastCalledWith(
        's-1',
        expect.objectContaining({ search: 'jack' }),
        null,
      ),
    );
  });

  it("says 'Failed to fetch products. Please try again.' and retries", async () => {
    mocked.listProducts.mockRejectedValueOnce(new Error('down'));
    show();
    expect(await screen.findByText('Failed to fetch products. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Winter jackets - Jacket 1')).toBeTruthy();
  });

  it('toggles Active/Inactive with one click and rolls back on failure', async () => {
    mocked.toggleProduct.mockResolvedValueOnce({ id: 'p1', active: false });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Active' }));
    expect(mocked.toggleProduct).toHaveBeenCalledWith('s-1', 'p1', false);
    expect(await screen.findByRole('button', { name: 'Inactive' })).toBeTruthy();

    mocked.toggleProduct.mockRejectedValueOnce(new Error('no'));
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(await screen.findByText('Failed to update product. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inactive' })).toBeTruthy();
  });

  it('says "Saving..." on the row while a toggle or a delete is under way (issue 32)', async () => {
    let finishToggle: (value: { id: string; active: boolean }) => void = () => undefined;
    mocked.toggleProduct.mockReturnValueOnce(new Promise((resolve) => (finishToggle = resolve)));
    let finishDelete: (value: { deleted: true }) => void = () => undefined;
    mocked.deleteProduct.mockReturnValueOnce(new Promise((resolve) => (finishDelete = resolve)));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Active' }));
    expect(screen.getByText('Saving...').getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    finishToggle({ id: 'p1', active: false });
    await waitFor(() => expect(screen.queryByText('Saving...')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Saving...')).toBeTruthy();
    finishDelete({ deleted: true });
    await waitFor(() => expect(screen.queryByText('Winter jackets - Jacket 1')).toBeNull());
    expect(screen.queryByText('Saving...')).toBeNull();
  });

  it('deletes only after the inline Confirm', async () => {
    mocked.deleteProduct.mockRejectedValueOnce(new Error('no'));
    mocked.deleteProduct.mockResolvedValueOnce({ deleted: true });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mocked.deleteProduct).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete product. Please try again.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Winter jackets - Jacket 1')).toBeNull());
    expect(mocked.deleteProduct).toHaveBeenLastCalledWith('s-1', 'p1');
  });
});

describe('AdminCatalogue size calculator', () => {
  it('gives the shoe size in every system, or asks for a number', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Show Size Calculator' }));
    const foot = screen.getByLabelText('Foot length (cm)');
    await userEvent.type(foot, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Please enter a valid number')).toBeTruthy();
    await userEvent.clear(foot);
    await userEvent.type(foot, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByText('Please enter a valid number')).toBeNull();
    const dl = document.querySelector<HTMLElement>('.admin-calculator__result');
    if (!dl) throw new Error('No result');
    const result = within(dl);
    expect(result.getByText('JP')).toBeTruthy();
    expect(result.getByText('CN')).toBeTruthy();
  });

  it('shows the conversion table of EU 16 to 39 in every system', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Show Size Calculator' }));
    const summary = screen.getByText('Conversion table (EU 16–39)');
    await userEvent.click(summary);
    const details = summary.closest('details');
    if (!details) throw new Error('No conversion table');
    expect(details.open).toBe(true);
    const table = within(details).getByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['EU', 'US', 'UK', 'CN', 'JP', 'AU', 'CA']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(
      Array.from({ length: 24 }, (_, i) => String(16 + i)),
    );
  });
});

describe('AdminCatalogue product form', () => {
  async function openAdd() {
    show();
    await screen.findByText('Winter jackets - Jacket 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    return within(screen.getByRole('dialog'));
  }

  it('shows every rule of the form and keeps submit disabled until valid', async () => {
    const form = await openAdd();
    const submit = form.getByRole('button', { name: 'Save Product' });
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.click(form.getByLabelText('Title'));
    await userEvent.click(form.getByLabelText('Min size (EU)'));
    await userEvent.click(form.getByLabelText('Price (EUR)'));
    await userEvent.click(form.getByLabelText('Image URL'));
    await userEvent.click(form.getByLabelText('Affiliate URL'));
    await userEvent.click(form.getByLabelText('Winter'));
    await userEvent.click(form.getByLabelText('Winter'));
    await userEvent.click(form.getByLabelText('Title'));
    expect(await form.findByText('Title is required')).toBeTruthy();
    expect(form.getByText('At least one season is required')).toBeTruthy();
    expect(form.getAllByText('Size is required').length).toBeGreaterThan(0);
    expect(form.getByText('Price is required')).toBeTruthy();
    expect(form.getByText('Image URL is required')).toBeTruthy();
    expect(form.getByText('Affiliate URL is required')).toBeTruthy();

    await userEvent.type(form.getByLabelText('Image URL'), 'ftp://x');
    await userEvent.type(form.getByLabelText('Price (EUR)'), '-1');
    await userEvent.type(form.getByLabelText('Min size (EU)'), '104');
    await userEvent.type(form.getByLabelText('Max size (EU)'), '92');
    await userEvent.click(form.getByLabelText('Title'));
    expect(
      await form.findByText(
        'Use an https:// address or one of Sprout’s catalogue pictures (/catalog/…)',
      ),
    ).toBeTruthy();
    expect(form.getByText('Price must be a positive number')).toBeTruthy();
    expect(form.getAllByText('Max size must be greater than or equal to min size').length).toBe(1);
    expect(submit).toHaveProperty('disabled', true);
  });

  it('derives US sizes from EU sizes and EU from US, and adds the product', async () => {
    mocked.createProduct.mockResolvedValueOnce(product(9));
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Title'), 'Puffer');
    // The other languages, folded away; an empty one shows the English title (its placeholder).
    await userEvent.click(form.getByText('Title in other languages'));
    const swedish = form.getByLabelText('Svenska');
    expect(swedish.getAttribute('placeholder')).toBe('Puffer');
    expect(swedish.getAttribute('lang')).toBe('sv');
    await userEvent.type(swedish, ' Vinterjacka ');
    await userEvent.type(form.getByLabelText('العربية'), 'سترة شتوية');
    await userEvent.click(form.getByLabelText('Winter'));
    await userEvent.type(form.getByLabelText('Min size (EU)'), '92');
    expect(form.getByLabelText('Min size (US)')).toHaveProperty('value', '2T');
    await userEvent.type(form.getByLabelText('Max size (US)'), '4T');
    expect(form.getByLabelText('Max size (EU)')).toHaveProperty('value', '104');
    await userEvent.type(form.getByLabelText('Price (EUR)'), '19.99');
    await userEvent.type(form.getByLabelText('Image URL'), 'https://img.example.com/a.jpg');
    await userEvent.type(form.getByLabelText('Affiliate URL'), 'https://shop.example.com/a');
    const submit = form.getByRole('button', { name: 'Save Product' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    await waitFor(() => expect(mocked.createProduct).toHaveBeenCalledTimes(1));
    expect(mocked.createProduct).toHaveBeenCalledWith(
      's-1',
      expect.objectContaining({
        country: 'SE',
        title: 'Puffer',
        titles: { sv: 'Vinterjacka', ar: 'سترة شتوية' },
        seasons: ['winter'],
        minSize: '92',
        maxSize: '104',
        usMinSize: '2T',
        usMaxSize: '4T',
        price: 19.99,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers item types for every category, and flags a name the taxonomy lacks', async () => {
    const form = await openAdd();
    await userEvent.selectOptions(form.getByLabelText('Category'), 'shoes');
    await userEvent.selectOptions(form.getByLabelText('Subcategory'), 'Outdoor Shoes');
    const items = form.getByLabelText('Item type');
    expect(within(items).getByRole('option', { name: 'Winter boots' })).toBeTruthy();
    expect(within(items).getByRole('option', { name: 'Rubber boots' })).toBeTruthy();
    await userEvent.selectOptions(form.getByLabelText('Category'), 'accessories');
    await userEvent.selectOptions(form.getByLabelText('Subcategory'), 'Bundles & Sets');
    expect(
      within(form.getByLabelText('Item type')).getByRole('option', { name: 'Rain set' }),
    ).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));

    // An older product's item the taxonomy does not have: shown, with its reason.
    mocked.listProducts.mockResolvedValue(page([product(2, { item: 'Jacket' })], 1));
    cleanup();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const edit = within(screen.getByRole('dialog'));
    expect(edit.getByLabelText('Item type')).toHaveProperty('value', 'Jacket');
    expect(await edit.findByText('Choose one from the list')).toBeTruthy();
    await userEvent.selectOptions(edit.getByLabelText('Item type'), 'Winter jackets');
    await waitFor(() => expect(edit.queryByText('Choose one from the list')).toBeNull());
  });

  it('sends an empty US size as null', async () => {
    mocked.createProduct.mockResolvedValueOnce(product(9));
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Title'), 'Cap');
    await userEvent.click(form.getByLabelText('Summer'));
    // A size off the table is refused with its reason; the operator corrects it.
    await userEvent.type(form.getByLabelText('Min size (EU)'), 'S');
    await userEvent.click(form.getByLabelText('Title'));
    expect(
      await form.findByText('Use an EU size from the size table (clothing 50–176, footwear 16–49)'),
    ).toBeTruthy();
    await userEvent.clear(form.getByLabelText('Min size (EU)'));
    await userEvent.type(form.getByLabelText('Min size (EU)'), '50');
    await userEvent.type(form.getByLabelText('Max size (EU)'), '56');
    await userEvent.clear(form.getByLabelText('Min size (US)'));
    await userEvent.clear(form.getByLabelText('Max size (US)'));
    await userEvent.type(form.getByLabelText('Price (EUR)'), '5');
    await userEvent.type(form.getByLabelText('Image URL'), '/catalog/winter-jacket.svg');
    await userEvent.type(form.getByLabelText('Affiliate URL'), 'http://shop.example.com/c');
    const submit = form.getByRole('button', { name: 'Save Product' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(mocked.createProduct).toHaveBeenCalledWith(
        's-1',
        expect.objectContaining({ minSize: '50', usMinSize: null, usMaxSize: null }),
      ),
    );
  });

  it('updates only the changed fields', async () => {
    mocked.updateProduct.mockResolvedValueOnce(product(1, { priceEur: 12.5 }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('dialog'));
    expect(form.getByLabelText('Title')).toHaveProperty('value', 'Jacket 1');
    const price = form.getByLabelText('Price (EUR)');
    await userEvent.clear(price);
    await userEvent.type(price, '12.5');
    const submit = form.getByRole('button', { name: 'Save Product' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(mocked.updateProduct).toHaveBeenCalledWith('s-1', 'p1', { price: 12.5 }),
    );
  });

  it("says 'Failed to update product. Please try again.' when the edit fails", async () => {
    mocked.updateProduct.mockRejectedValueOnce(new Error('no'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('dialog'));
    await userEvent.type(form.getByLabelText('Title'), '!');
    await userEvent.click(form.getByRole('button', { name: 'Save Product' }));
    expect(await form.findByText('Failed to update product. Please try again.')).toBeTruthy();
    expect(mocked.updateProduct).toHaveBeenCalledWith('s-1', 'p1', { title: 'Jacket 1!' });
  });

  it("duplicates into the selected country; 'Failed to add product...' on failure", async () => {
    mocked.duplicateProduct.mockRejectedValueOnce(new Error('no'));
    show();
    await screen.findByText('Winter jackets - Jacket 1');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'NO');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const form = within(screen.getByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Save Product' }));
    expect(await form.findByText('Failed to add product. Please try again.')).toBeTruthy();
    expect(mocked.duplicateProduct).toHaveBeenCalledWith('s-1', 'p1', { country: 'NO' });
  });

  it('keeps a draft on the device and restores it', async () => {
    const first = await openAdd();
    await userEvent.type(first.getByLabelText('Title'), 'Half done');
    // The page goes away with the form open (a reload): the draft stays.
    document.body.innerHTML = '';
    const form = await openAdd();
    expect(form.getByLabelText('Title')).toHaveProperty('value', 'Half done');
    expect(form.getByText('Your unsaved draft was restored.')).toBeTruthy();
  });

  it('keeps the draft on Cancel and on Escape, until it is discarded or saved (issue 32)', async () => {
    for (const close of ['Cancel', 'Escape'] as const) {
      const first = await openAdd();
      await userEvent.type(first.getByLabelText('Title'), `Half done ${close}`);
      if (close === 'Cancel') await userEvent.click(first.getByRole('button', { name: 'Cancel' }));
      else fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      const form = within(screen.getByRole('dialog'));
      expect(form.getByLabelText('Title')).toHaveProperty('value', `Half done ${close}`);
      expect(form.getByText('Your unsaved draft was restored.')).toBeTruthy();
      // Discard draft empties the form and forgets it.
      await userEvent.click(form.getByRole('button', { name: 'Discard draft' }));
      expect(form.getByLabelText('Title')).toHaveProperty('value', '');
      expect(form.queryByText('Your unsaved draft was restored.')).toBeNull();
      await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      expect(within(screen.getByRole('dialog')).getByLabelText('Title')).toHaveProperty(
        'value',
        '',
      );
      cleanup();
    }
  });

  it('shows the price in euros, as the form takes it, with the market currency beside it', async () => {
    show();
    const row = (await screen.findByText('Winter jackets - Jacket 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/€10\.00/)).toBeTruthy();
    expect(within(row).getByText(/≈ SEK/)).toBeTruthy();
    // The title opens the shop page in a new tab; the picture shows beside it.
    const link = within(row).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://shop.example.com/p');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/p.jpg');
  });

  it('refuses a stray letter in the price with its reason instead of emptying it', async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Price (EUR)'), '12a');
    await userEvent.click(form.getByLabelText('Title'));
    expect(form.getByLabelText('Price (EUR)')).toHaveProperty('value', '12a');
    expect(await form.findByText('Price must be a positive number')).toBeTruthy();
  });
});
