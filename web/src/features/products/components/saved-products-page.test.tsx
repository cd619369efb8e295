import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SavedProduct } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import SavedProductsPage from './saved-products-page';

const mittens: SavedProduct = {
  id: 'mittens',
  country: 'SE',
  seasons: ['winter'],
  category: 'accessories',
  subcategory: 'Hands',
  item: 'Mittens',
  genderType: 'unisex',
  minSize: '104',
  maxSize: '122',
  usMinSize: null,
  usMaxSize: null,
  // Stored as 'item - title' (spec); the card shows the part after the item.
  title: 'Mittens - Wool mittens with a cord',
  imageUrl: '/catalog/mittens.svg',
  affiliateUrl: 'https://shop.example/mittens',
  priceEur: 9,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  savedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(async () => {
  await activateLanguage('en-US');
  useSavedProductsStore.getState().replace([mittens]);
});

describe('SavedProductsPage', () => {
  it('names the saved product by the title its card shows, on every control', () => {
    renderAt('/en-US/saved-products', ':lang/saved-products', <SavedProductsPage />);
    const shown = 'Wool mittens with a cord';
    const card = screen.getByRole('article', { name: shown });
    // Right under the page's h1 (heading order).
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(shown);
    expect(within(card).getByRole('button', { name: `Save ${shown}`, pressed: true })).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Share ${shown}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mittens - / })).toBeNull();
  });
});
