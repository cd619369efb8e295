import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import indexHtml from '../../../index.html?raw';
import { ShellFrame } from './shell-frame';

/** Markup parsed by the DOM, without the whitespace between tags. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/>\s+</g, '><').trim();
  return holder;
}

afterEach(cleanup);

describe('ShellFrame', () => {
  it('is the markup index.html paints before the app runs, so React swaps it without a change', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1];
    expect(root, 'index.html has a #root before <noscript>').toBeDefined();
    const painted = parsed(root ?? '');
    const { container } = render(<ShellFrame />);
    // The same elements, attributes (in any order) and texts.
    expect(painted.isEqualNode(parsed(container.innerHTML)), painted.innerHTML).toBe(true);
    expect(painted.textContent).toBe('Sprout');
  });
});
