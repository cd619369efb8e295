import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  clothingSizeToBuy,
  collections,
  formatSizeForMarket,
  outOfHundred,
  paths,
  standingOf,
} from '@sprout/core';
import { eventually, storedDoc } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { measurementData } from '../support/factories';
import { openHeightPercentileCell } from '../support/dashboard';
import { axeViolations } from '../support/axe';

/*
 * Issue 28: the measurement history. A parent corrects a mistyped height and the percentile and
 * latest values follow without a reload; deletes a measurement offline, sees it gone at once, and
 * the deletion reaches the server when the connection returns.
 */

const openBrowser = useBrowsers();

const birthDate = '2020-08-15';
const measuredAt = '2026-10-01';

/** The height percentile the growth chart's table shows for a height on `measuredAt`. */
const percentileOf = (height: number) =>
  `taller than ${outOfHundred(
    standingOf('height', 'male', ageInMonths(birthDate, measuredAt), height).percentile,
  )}`;

describe('measurement history', () => {
  it('corrects a mistyped height; the percentile and latest values follow without a reload', async () => {
    const parent = await existingParent('history-fix');
    const childRef = await addOwnChild(parent.uid, { name: 'Mio', birthDate, gender: 'male' });
    const typo = childRef.collection(collections.measurements).doc();
    await typo.set(measurementData({ measuredAt, height: 181, weight: 21, footLength: 18.4 }));
    const { page } = await openBrowser();
    await signInToDashboard(page, hostingUrl, parent);
    await page.getByRole('tab', { name: 'Mio' }).waitFor();
    const latest = page.locator('.child-card__latest');
    await latest.getByText('181 cm').waitFor();

    const percentile = await openHeightPercentileCell(page);
    await expect.poll(() => percentile.textContent(), { timeout: 30_000 }).toBe(percentileOf(181));
    // The sizes and the forecast made from the typo.
    const clothing = page.getByTestId('clothing-size');
    const tiles = page.getByRole('region', { name: 'Coming seasons' }).getByRole('link');
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(4);
    const typoClothing = await clothing.textContent();
    const typoForecast = (await tiles.allTextContents()).join(' | ');

    await page.getByRole('button', { name: 'Measurement history (1)' }).click();
    const history = page.getByRole('region', { name: 'Measurement history (1)' });
    await history.getByText('Oct 1, 2026').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Edit the measurement of Oct 1, 2026' }).click();
    const form = history.getByRole('form', { name: 'Edit measurement' });
    expect(await form.getByLabel('Height (cm)').inputValue()).toBe('181');
    await form.getByLabel('Height (cm)').fill('118');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });

    await latest.getByText('118 cm').waitFor();
    await history.getByText('118 cm').waitFor();
    await expect.poll(() => percentile.textContent(), { timeout: 30_000 }).toBe(percentileOf(118));
    // Today's size and the forecast follow, without a reload (the products ask by these sizes).
    const corrected = formatSizeForMarket('US', clothingSizeToBuy(118).eu, 'clothing');
    expect(corrected).not.toBe(typoClothing);
    await expect.poll(() => clothing.textContent(), { timeout: 30_000 }).toBe(corrected);
    await expect
      .poll(async () => (await tiles.allTextContents()).join(' | '), { timeout: 30_000 })
      .not.toBe(typoForecast);
    // The other values as they were stored; the server's percentiles for the corrected height.
    const stored = await eventually(
      () => typo.get(),
      (snapshot) =>
        percentileOf(118) ===
        `taller than ${outOfHundred(Number(snapshot.get('percentiles.height.percentile')))}`,
    );
    expect(stored.data()).toMatchObject({ measuredAt, height: 118, weight: 21, footLength: 18.4 });
  });

  it('deletes a measurement offline after asking, and the deletion syncs when back online', async () => {
    const parent = await existingParent('history-delete');
    const childRef = await addOwnChild(parent.uid, { name: 'Ada', birthDate, gender: 'female' });
    const older = childRef.collection(collections.measurements).doc();
    const newer = childRef.collection(collections.measurements).doc();
    await older.set(
      measurementData({ measuredAt: '2026-06-01', height: 112, weight: 19, footLength: 17.5 }),
    );
    await newer.set(measurementData({ measuredAt, height: 115, weight: 20, footLength: 18 }));
    await storedDoc(paths.measurementIndex(childRef.id)).set({ ids: [older.id, newer.id] });
    // Offline as an installed app is: its service worker serves the app's code.
    const { page, context } = await openBrowser({ serviceWorkers: 'allow' });
    await signInToDashboard(page, hostingUrl, parent);
    await page.getByRole('tab', { name: 'Ada' }).waitFor();
    await page.getByRole('button', { name: 'Measurement history (2)' }).click();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Delete the measurement of Oct 1, 2026' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this measurement?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    // Gone from the device at once; the latest values are the older measurement's.
    await page.getByRole('button', { name: 'Measurement history (1)' }).waitFor();
    await page.locator('.child-card__latest').getByText('112 cm').waitFor();
    expect((await newer.get()).exists).toBe(true);

    await context.setOffline(false);
    await eventually(
      () => newer.get(),
      (snapshot) => !snapshot.exists,
      30_000,
    );
    const index = await storedDoc(paths.measurementIndex(childRef.id)).get();
    expect(index.get('ids')).toEqual([older.id]);
  });
});
