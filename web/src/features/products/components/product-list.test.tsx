import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, RecommendationsPage } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage, loadPageCatalog } from '../../../lib/i18n';
import { ProductList } from './product-list';
import { CallableError } from '../../../lib/functions';
import { useSyncStore } from '../../../stores/sync-store';
import { useAuthStore } from '../../../stores/auth-store';
import { usePreferencesStore } from '../../../stores/preferences-store';

const fetchRecommendations = vi.hoisted(() => vi.fn());
vi.mock('../api/recommendations', () => ({ fetchRecommendations }));

const product = (id: string, item: string, priceEur = 20): Product => ({
  id,
  country: 'SE',
  seasons: ['winter'],
  category: 'clothes',
  subcategory: 'Outerwear',
  item,
  genderType: 'unisex',
  minSize: '104',
  maxSize: '122',
  usMinSize: null,
  usMaxSize: null,
  title: `${item} - ${item} ${id}`,
  imageUrl: '/catalog/winter-jacket.svg',
  affiliateUrl: `https://shop.example/${id}`,
  priceEur,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderList() {
  return renderAt(
    '/sv/dashboard',
    ':lang/dashboard',
    <ProductList id="t" season="winter" gender="female" clothingSize={116} shoeSize={28} />,
  );
}

describe('ProductList', () => {
  // Each test queues its own answers (mock…Once) and may go offline: one that fails half-way must
  // leave neither unused answers nor the offline flag to the tests after it.
  beforeEach(() => {
    fetchRecommendations.mockReset();
    useSyncStore.getState().setOnline(true);
    // A visitor: the page's market (the share page's grandparent).
    useAuthStore.getState().setSignedOut();
    usePreferencesStore.getState().setProfileCountry(undefined);
  });

  it("asks a signed-in user's profile country, whatever the page's language, once it is known", async () => {
    await activateLanguage('en-US');
    await loadPageCatalog();
    useAuthStore.getState().setSignedIn({ uid: 'u1', email: 'a@example.com', name: 'A' }, false);
    fetchRecommendations.mockResolvedValue({
      products: [product('1', 'Jackets')],
      nextCursor: null,
    });
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="female" clothingSize={116} shoeSize={28} />,
    );
    // The profile is on its way: nothing is asked for yet (not the US products first).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchRecommendations).not.toHaveBeenCalled();
    act(() => usePreferencesStore.getState().setProfileCountry('SE'));
    await waitFor(() =>
      expect(fetchRecommendations).toHaveBeenCalledWith(expect.objectContaining({ country: 'SE' })),
    );
    // Priced in the family's currency, on the English page.
    expect((await screen.findByText(/^SEK\s?\d+$/)).className).toBe('product-card__price');
    expect(fetchRecommendations).toHaveBeenCalledTimes(1);
  });

  it("names a group by its item type in the page's language", async () => {
    await activateLanguage('sv');
    await loadPageCatalog();
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('a', 'Winter jackets'), product('b', 'Winter jackets')],
      nextCursor: null,
    });
    renderList();
    expect(await screen.findByRole('button', { name: /^Vinterjackor/ })).toBeTruthy();
  });

  it("falls back to the page's market when the profile cannot be read", async () => {
    await activateLanguage('en-US');
    await loadPageCatalog();
    useAuthStore.getState().setSignedIn({ uid: 'u1', email: 'a@example.com', name: 'A' }, false);
    usePreferencesStore.getState().setProfileCountry(null);
    fetchRecommendations.mockResolvedValue({ products: [], nextCursor: null });
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="female" clothingSize={116} shoeSize={28} />,
    );
    await waitFor(() =>
      expect(fetchRecommendations).toHaveBeenCalledWith(expect.objectContaining({ country: 'US' })),
    );
  });

  it('shows 4 skeleton cards while loading, then the products grouped by item type', async () => {
    await activateLanguage('sv');
    await loadPageCatalog();
    let resolve: (page: RecommendationsPage) => void = () => undefined;
    fetchRecommendations.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { container } = renderList();
    expect(container.querySelectorAll('.product-card--skeleton')).toHaveLength(4);
    expect(fetchRecommendations).toHaveBeenCalledWith(
      expect.objectContaining({
        country: 'SE',
        season: 'winter',
        gender: 'female',
        category: 'all',
        clothingSize: 116,
        shoeSize: 28,
        sort: 'newest',
        cursor: null,
      }),
    );
    resolve({
      products: [product('a', 'Jackets', 20), product('b', 'Hats', 9), product('c', 'Jackets')],
      nextCursor: null,
    });
    await screen.findByRole('button', { name: /^Jackets/ });
    expect(container.querySelectorAll('.product-card--skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Two jackets make a group with its header; the hat alone of its kind has none.
    expect(screen.queryByRole('button', { name: /^Hats/ })).toBeNull();
    expect(container.querySelector('.product-groups__singles')?.textContent).toContain('Hats b');
    // Prices in the market's currency (SE: kronor), whole units.
    const jacket = screen.getByRole('article', { name: 'Jackets a' });
    expect(within(jacket).getByText(/^219\s?kr$/)).toBeTruthy();
    // No next page: no Load more.
    expect(container.querySelector('.product-list__more')).toBeNull();
  });

  it('says "Failed to fetch products" and tries again on Retry', async () => {
    await activateLanguage('en-US');
    fetchRecommendations.mockRejectedValueOnce(new Error('offline'));
    fetchRecommendations.mockResolvedValueOnce({ products: [], nextCursor: null });
    const user = userEvent.setup();
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="male" clothingSize={116} shoeSize={28} />,
    );
    expect(await screen.findByText('Failed to fetch products')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No products in this size and season yet. Try another category.'),
    ).toBeTruthy();
  });

  it('says offline that recommendations need a connection, and offers Retry once back online', async () => {
    await activateLanguage('en-US');
    act(() => useSyncStore.getState().setOnline(false));
    fetchRecommendations.mockRejectedValueOnce(new CallableError('api/network-error', 'offline'));
    fetchRecommendations.mockResolvedValueOnce({ products: [], nextCursor: null });
    const user = userEvent.setup();
    renderList();
    expect(
      await screen.findByText('This needs an internet connection. Connect, then try again.'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    act(() => useSyncStore.getState().setOnline(true));
    // The list subscribes to the online flag in an effect that may run just after the answer shows.
    expect(await screen.findByText('You are back online.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No products in this size and season yet. Try another category.'),
    ).toBeTruthy();
  });

  it('refetches from the first page when the category changes, and appends with Load more', async () => {
    await activateLanguage('en-US');
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('a', 'Jackets')],
      nextCursor: 'c1',
    });
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('b', 'Jackets')],
      nextCursor: null,
    });
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('s', 'Boots')],
      nextCursor: null,
    });
    const user = userEvent.setup();
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="male" clothingSize={116} shoeSize={28} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(fetchRecommendations).toHaveBeenLastCalledWith(
      expect.objectContaining({ cursor: 'c1' }),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Category'), 'shoes');
    await screen.findByRole('article', { name: 'Boots s' });
    expect(fetchRecommendations).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: 'shoes', cursor: null }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('turns a failed Load more into the load error, whose Retry starts from the first page', async () => {
    await activateLanguage('en-US');
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('a', 'Jackets')],
      nextCursor: 'c1',
    });
    fetchRecommendations.mockRejectedValueOnce(new Error('offline'));
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('a', 'Jackets')],
      nextCursor: 'c1',
    });
    const user = userEvent.setup();
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="male" clothingSize={116} shoeSize={28} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to fetch products')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(fetchRecommendations).toHaveBeenLastCalledWith(
      expect.objectContaining({ cursor: null }),
    );
  });

  it('shows only the answer to the latest request', async () => {
    await activateLanguage('en-US');
    let answerAll: (page: RecommendationsPage) => void = () => undefined;
    fetchRecommendations.mockReturnValueOnce(new Promise((resolve) => (answerAll = resolve)));
    fetchRecommendations.mockResolvedValueOnce({
      products: [product('s', 'Boots')],
      nextCursor: null,
    });
    const user = userEvent.setup();
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="male" clothingSize={116} shoeSize={28} />,
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'shoes');
    await screen.findByRole('article', { name: 'Boots s' });
    await act(async () => answerAll({ products: [product('a', 'Jackets')], nextCursor: null }));
    expect(screen.queryByRole('article', { name: 'Jackets a' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows the first four of a long group, all of them on "Show all (n)", and fewer again', async () => {
    await activateLanguage('en-US');
    fetchRecommendations.mockResolvedValueOnce({
      products: [
        ...['1', '2', '3', '4', '5', '6'].map((n) => product(`h${n}`, 'Hats')),
        product('j', 'Jackets'),
      ],
      nextCursor: null,
    });
    const user = userEvent.setup();
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <ProductList id="t" season="winter" gender="male" clothingSize={116} shoeSize={28} />,
    );
    const more = await screen.findByRole('button', { name: 'Show all (6)' });
    expect(screen.getAllByRole('article', { name: /^Hats/ })).toHaveLength(4);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // A short group has nothing to show more of.
    expect(screen.getAllByRole('button', { name: /^Show all/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Hats/ }).textContent).toContain('6 products');

    await user.click(more);
    expect(screen.getAllByRole('article', { name: /^Hats/ })).toHaveLength(6);
    expect(more.textContent).toBe('Show fewer');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(more);

    await user.click(more);
    expect(screen.getAllByRole('article', { name: /^Hats/ })).toHaveLength(4);
  });
});
