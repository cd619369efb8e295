import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSort, RecommendationCategory } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { ProductToolbar, type ProductView } from './product-toolbar';

function Toolbar() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<RecommendationCategory>('all');
  const [sort, setSort] = useState<ProductSort>('newest');
  const [view, setView] = useState<ProductView>('grid');
  return (
    <ProductToolbar
      idPrefix="t"
      search={search}
      onSearch={setSearch}
      category={category}
      onCategory={setCategory}
      sort={sort}
      onSort={setSort}
      view={view}
      onView={setView}
    />
  );
}

describe('ProductToolbar', () => {
  it('opens the filters behind one button, which counts the ones changed', async () => {
    await activateLanguage('en-US');
    const user = userEvent.setup();
    renderAt('/en-US/dashboard', ':lang/dashboard', <Toolbar />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const filters = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(filters?.contains(screen.getByLabelText('Category'))).toBe(true);
    expect(filters?.contains(screen.getByLabelText('Search products'))).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(filters?.className).toContain('product-toolbar__filters--open');
    await user.selectOptions(screen.getByLabelText('Category'), 'shoes');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBe(toggle);
  });
});
