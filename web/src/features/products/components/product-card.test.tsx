import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeCaps, type Product } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage, loadPageCatalog } from '../../../lib/i18n';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { ProductCard } from './product-card';

const product = (id: string): Product => ({
  id,
  country: 'SE',
  seasons: ['winter'],
  category: 'clothes',
  subcategory: 'Outerwear',
  item: 'Jacket',
  genderType: 'unisex',
  minSize: '104',
  maxSize: '122',
  usMinSize: null,
  usMaxSize: null,
  title: `Jacket - Warm jacket ${id}`,
  imageUrl: '/catalog/winter-jacket.svg',
  affiliateUrl: `https://shop.example/${id}`,
  priceEur: 20,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const fillSaved = (n: number) =>
  useSavedProductsStore
    .getState()
    .replace(
      Array.from({ length: n }, (_, i) => ({ ...product(`saved-${i}`), savedAt: '2026-11-01' })),
    );

describe('ProductCard: the saved products cap', () => {
  beforeEach(async () => {
    await activateLanguage('en-US');
    useSavedProductsStore.getState().clear();
  });

  it('saves while the list has room', async () => {
    fillSaved(writeCaps.savedProductsPerUser - 1);
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductCard product={product('new')} headingLevel={3} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Save / }));
    expect(useSavedProductsStore.getState().isSaved('new')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so, and saves nothing, when the list is full', async () => {
    fillSaved(writeCaps.savedProductsPerUser);
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductCard product={product('new')} headingLevel={3} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Save / }));
    expect(useSavedProductsStore.getState().isSaved('new')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'You can save at most 500 products. Remove one to save another.',
    );
  });
});

describe("ProductCard: the title in the page's language", () => {
  beforeEach(() => useSavedProductsStore.getState().clear());

  it('shows the catalogue’s Swedish title on a Swedish page, and names the buttons with it', async () => {
    await activateLanguage('sv');
    const swedish = { ...product('sv-1'), titles: { sv: 'Varm jacka', de: 'Warme Jacke' } };
    renderAt(
      '/sv/dashboard',
      ':lang/dashboard',
      <ProductCard product={swedish} headingLevel={4} />,
    );
    const heading = screen.getByRole('heading', { level: 4 });
    expect(heading.textContent).toBe('Varm jacka');
    expect(heading.getAttribute('lang')).toBeNull();
    expect(screen.getByRole('article', { name: 'Varm jacka' })).toBeDefined();
  });

  it('falls back to the English title, marked as English, where the language has none', async () => {
    await activateLanguage('fr');
    await loadPageCatalog();
    const swedish = { ...product('fr-1'), titles: { sv: 'Varm jacka' } };
    renderAt(
      '/fr/dashboard',
      ':lang/dashboard',
      <ProductCard product={swedish} headingLevel={4} />,
    );
    const heading = screen.getByRole('heading', { level: 4 });
    expect(heading.textContent).toBe('Warm jacket fr-1');
    expect(heading.getAttribute('lang')).toBe('en');
    // Said for the eye too, in the page's language.
    expect(screen.getByText('Titre en anglais')).toBeDefined();
  });

  it('says nothing of the language where the title is the page’s own', async () => {
    await activateLanguage('sv');
    await loadPageCatalog();
    const swedish = { ...product('sv-2'), titles: { sv: 'Varm jacka' } };
    renderAt(
      '/sv/dashboard',
      ':lang/dashboard',
      <ProductCard product={swedish} headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Varm jacka');
    expect(screen.queryByText('Titel på engelska')).toBeNull();
  });
});

describe('ProductCard: the save toggle', () => {
  beforeEach(() => useSavedProductsStore.getState().clear());

  // WCAG 2.5.3 (label in name): the name a speech user says is the word they see.
  for (const [lang, visible] of [
    ['en-US', 'Save'],
    ['sv', 'Spara'],
    ['ar', 'حفظ'],
    ['de', 'Speichern'],
  ] as const) {
    it(`keeps one name that holds its visible word, saved or not (${lang})`, async () => {
      await activateLanguage(lang);
      await loadPageCatalog();
      renderAt(
        `/${lang}/saved-products`,
        ':lang/saved-products',
        <ProductCard product={product(`toggle-${lang}`)} headingLevel={2} />,
      );
      const toggle = screen.getByRole('button', { pressed: false });
      const name = toggle.getAttribute('aria-label') ?? '';
      expect(toggle.textContent?.trim()).toBe(visible);
      expect(name.toLowerCase()).toContain(visible.toLowerCase());
      expect(name).toContain(`Warm jacket toggle-${lang}`);
      await userEvent.click(toggle);
      expect(useSavedProductsStore.getState().isSaved(`toggle-${lang}`)).toBe(true);
      const pressed = screen.getByRole('button', { pressed: true });
      expect(pressed.getAttribute('aria-label')).toBe(name);
      expect(pressed.textContent?.trim()).toBe(visible);
      // Pressed again, it removes the product.
      await userEvent.click(pressed);
      expect(useSavedProductsStore.getState().isSaved(`toggle-${lang}`)).toBe(false);
    });
  }
});
