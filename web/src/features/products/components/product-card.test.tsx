import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeCaps, type Product } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
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
    renderAt('/en-US/dashboard', ':lang/dashboard', <ProductCard product={product('new')} />);
    await userEvent.click(screen.getByRole('button', { name: /^Save / }));
    expect(useSavedProductsStore.getState().isSaved('new')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so, and saves nothing, when the list is full', async () => {
    fillSaved(writeCaps.savedProductsPerUser);
    renderAt('/en-US/dashboard', ':lang/dashboard', <ProductCard product={product('new')} />);
    await userEvent.click(screen.getByRole('button', { name: /^Save / }));
    expect(useSavedProductsStore.getState().isSaved('new')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'You can save at most 500 products. Remove one to save another.',
    );
  });
});
