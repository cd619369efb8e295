import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SizeLabel } from './size-label';

afterEach(cleanup);

describe('SizeLabel', () => {
  it('keeps the size and its bracket each in one piece, with the text unchanged', () => {
    const { container } = render(<SizeLabel text="6X (EU 122)" />);
    expect(container.textContent).toBe('6X (EU 122)');
    expect([...container.querySelectorAll('.size-label')].map((s) => s.textContent)).toEqual([
      '6X',
      '(EU 122)',
    ]);
  });

  it('keeps an EU size whole', () => {
    const { container } = render(<SizeLabel text="EU 28" />);
    expect([...container.querySelectorAll('.size-label')].map((s) => s.textContent)).toEqual([
      'EU 28',
    ]);
  });
});
