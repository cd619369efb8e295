import type { Page } from 'playwright-core';

/**
 * The size labels (web/src/components/child/size-label.tsx) that the page broke over more than
 * one line: none may be (issue 30: "6X (EU / 122)" on a phone). A label on one line may still
 * have several boxes (right to left, "EU" and Arabic digits are separate bidi runs), so lines are
 * told apart by where the boxes sit, not by how many there are.
 */
export function wrappedSizeLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.size-label'))
      .filter((label) => {
        const middles = Array.from(label.getClientRects()).map((r) => ({
          middle: (r.top + r.bottom) / 2,
          height: r.height,
        }));
        if (middles.length < 2) return false;
        const lowest = Math.max(...middles.map((m) => m.middle));
        const highest = Math.min(...middles.map((m) => m.middle));
        return lowest - highest > Math.min(...middles.map((m) => m.height)) / 2;
      })
      .map((label) => label.textContent ?? ''),
  );
}

/** How many size labels the page shows (so a check of none wrapped is not vacuous). */
export function sizeLabelCount(page: Page): Promise<number> {
  return page.locator('.size-label').count();
}
