import type { Page } from 'playwright-core';
import type { MeasurementSystem } from '@sprout/core';

/** Opens the dashboard's measurement form, unless it is open already (it opens for a new child). */
export async function openMeasurementForm(page: Page) {
  const toggle = page.getByRole('button', { name: 'Add measurement' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Types height, weight and foot length into the open measurement form, in the form's units. */
export async function fillMeasurement(
  page: Page,
  values: { height: string; weight: string; footLength: string },
  system: MeasurementSystem = 'metric',
) {
  const [length, mass] = system === 'metric' ? ['cm', 'kg'] : ['in', 'lbs'];
  await page.getByLabel(`Height (${length})`).fill(values.height);
  await page.getByLabel(`Weight (${mass})`).fill(values.weight);
  await page.getByLabel(`Foot length (${length})`).fill(values.footLength);
}

/**
 * Unfolds the open growth chart's table ("Show as table") and returns it. Under CI load the table
 * was once not there 30 s after the click (the panel drawn anew, its <details> closed again?):
 * the summary is clicked again while the table stays folded, and the log says so.
 */
export async function showGrowthTable(page: Page) {
  const details = page.locator('details.growth__table');
  const table = page.getByRole('table').filter({ hasText: 'Of 100 children of the same age' });
  for (let attempt = 1; ; attempt++) {
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
      await page.getByText('Show as table').click();
    try {
      await table.waitFor({ timeout: 10_000 });
      return table;
    } catch (error) {
      const open = await details.evaluate((d) => (d as HTMLDetailsElement).open).catch(() => null);
      console.warn(`growth table not shown after attempt ${attempt} (details open: ${open})`);
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Opens the growth chart as a table and returns the cell with the newest measurement's height
 * standing ("taller than 62": the first data row's last cell of the table).
 */
export async function openHeightPercentileCell(page: Page) {
  await page.getByRole('button', { name: 'Growth chart' }).click();
  const table = await showGrowthTable(page);
  return table.getByRole('row').nth(1).getByRole('cell').last();
}
