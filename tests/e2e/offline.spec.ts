import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatSizeForMarket, outOfHundred, paths, type ClothingTable } from '@sprout/core';
import { adminDb } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { nowPoint } from '../support/clock';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { fillMeasurement, openMeasurementForm, showGrowthTable } from '../support/dashboard';
import {
  addOwnMeasurement,
  claimedEmpty,
  fillMeasurementIndex,
  measurementsWithHeight,
  recordEmptyClaims,
  waitForServiceWorkerControl,
} from '../support/offline';

/**
 * The installed app without a network (issue 17), on the production build with its service
 * worker: the dashboard opens offline with the last known data, a measurement recorded offline
 * survives reloads marked as waiting and is sent when the connection returns, a write the server
 * refuses meanwhile is reported, and what only the server can answer says it needs a connection.
 */
// Offline use needs the service worker, which serves the app's code without a network.
const openBrowser = useBrowsers({ serviceWorkers: 'allow' });

async function parentWithMeasuredChild(label: string) {
  const parent = await existingParent(label);
  const child = await addOwnChild(parent.uid, {
    name: 'Noor',
    birthDate: '2022-03-14',
    gender: 'female',
  });
  await addOwnMeasurement(child.id, {
    measuredAt: '2026-10-01',
    height: 101.5,
    weight: 16.2,
    footLength: 16.4,
  });
  // The server's percentiles and forecast, as after any measurement.
  await expect
    .poll(async () => (await adminDb().collection(paths.predictions(child.id)).get()).size, {
      // As long as the other suites wait for a trigger: the run's first trigger starts a cold
      // functions worker, which took 25-30 s on this machine in a full run.
      timeout: 90_000,
    })
    .toBeGreaterThan(0);
  return { parent, childId: child.id };
}

/** Signs in on a browser whose service worker already controls the page, then the dashboard. */
async function signedInWithServiceWorker(parent: { email: string; password: string }) {
  const browser = await openBrowser();
  await recordEmptyClaims(browser.context, ['No children yet']);
  await browser.page.goto(`${hostingUrl}/en-US`);
  await waitForServiceWorkerControl(browser.page);
  await signInToDashboard(browser.page, hostingUrl, parent);
  await browser.page.getByRole('tab', { name: 'Noor' }).waitFor();
  await browser.page.getByTestId('clothing-size').waitFor();
  return browser;
}

const waitingMark = (page: Page) => page.getByTestId('pending-mark');

/** The height (cm) of the child's stored forecast for the day it was made ("now"). */
async function nowHeight(childId: string): Promise<number> {
  const height = (await nowPoint(childId))?.get('height') as { value: number } | undefined;
  if (!height) throw new Error('No forecast for now');
  return height.value;
}

// Each journey waits for the run's first cold functions workers on top of its own steps.
describe('offline', () => {
  it('opens the dashboard offline, keeps a measurement recorded offline across reloads and syncs it', async () => {
    const { parent, childId } = await parentWithMeasuredChild('offline-measure');
    const { page, context } = await signedInWithServiceWorker(parent);
    const clothing = await page.getByTestId('clothing-size').textContent();
    const seasonNow = page.locator('.seasons__size').first();
    const forecastBefore = await seasonNow.textContent();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Noor' }).waitFor();
    expect(await page.getByTestId('clothing-size').textContent()).toBe(clothing);
    await page.getByText('Offline: showing the data saved on this device.').waitFor();
    // No error screen for data the device has, and never "No children yet".
    expect(await page.getByText('Failed to load children data').count()).toBe(0);
    expect(await claimedEmpty(page)).toBeNull();

    await openMeasurementForm(page);
    // 12 cm above the server's height for today, a bigger size on any day, so the new forecast
    // shows as a change.
    const entered = Math.round((await nowHeight(childId)) + 12);
    const enteredText = `${entered} cm`;
    await fillMeasurement(page, { height: String(entered), weight: '19', footLength: '17.8' });
    await page.getByRole('button', { name: 'Save measurement' }).click();
    // Shown at once, marked, with today's sizes worked out on the device.
    await waitingMark(page).waitFor();
    await page.getByText(enteredText).waitFor();
    await page.getByText('1 change waiting to sync.').waitFor();
    await page.getByTestId('provisional-sizes').waitFor();
    expect(await page.getByText('An error occurred').count()).toBe(0);

    // Kept by the device across a reload while still offline.
    await page.reload();
    await waitingMark(page).waitFor();
    await page.getByText(enteredText).waitFor();
    await page.getByTestId('provisional-sizes').waitFor();
    expect(await measurementsWithHeight(childId, entered)).toHaveLength(0);

    // Online again: sent, then the server's percentiles and new forecast arrive without a reload.
    await context.setOffline(false);
    await waitingMark(page).waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('provisional-sizes').waitFor({ state: 'detached', timeout: 30_000 });
    const [stored] = await measurementsWithHeight(childId, entered);
    expect(stored?.percentiles?.height?.percentile).toBeTypeOf('number');
    // The forecast made from it (the same trigger, right after the percentiles), on screen.
    const regenerated = async () => {
      const points = await adminDb().collection(paths.predictions(childId)).get();
      const now = points.docs.find((d) => d.get('step') === 0);
      const fresh = points.docs.every((d) => d.get('generatedAt') >= (stored?.createdAt ?? ''));
      return fresh && now
        ? formatSizeForMarket('US', now.get('clothingSize') as number, 'clothing', {
            table: now.get('clothingTable') as ClothingTable | undefined,
            locale: 'en-US',
          })
        : null;
    };
    await expect.poll(regenerated, { timeout: 30_000 }).not.toBeNull();
    const newSize = await regenerated();
    await expect.poll(() => seasonNow.textContent(), { timeout: 15_000 }).toBe(newSize);
    expect(await seasonNow.textContent()).not.toBe(forecastBefore);
    expect(await page.getByText('Offline: showing the data saved on this device.').count()).toBe(0);
    await page.getByRole('button', { name: 'Growth chart' }).click();
    const row = (await showGrowthTable(page)).locator('tbody tr').last();
    expect(await row.locator('td').nth(2).textContent()).toBe(String(entered));
    expect(await row.locator('td').nth(3).textContent()).toBe(
      `taller than ${outOfHundred(stored?.percentiles?.height?.percentile ?? Number.NaN)}`,
    );
  }, 240_000);

  it('reports a measurement the server refuses on reconnect, and says where a connection is needed', async () => {
    const { parent, childId } = await parentWithMeasuredChild('offline-refused');
    const { page, context } = await signedInWithServiceWorker(parent);
    // Visited once online, so the settings page's code is on the device.
    await page.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    // The first calls of the run's first phase: the sharing functions' workers start cold beside
    // the other timed journey, and on a loaded machine the call can outlast the app's wait (it
    // then offers Retry, as a parent would see it): retried until the list arrives.
    const noLinks = page.getByText('No share links yet. Share a child from the dashboard.');
    const retryLinks = page
      .getByRole('region', { name: 'My share links' })
      .getByRole('button', { name: 'Retry' });
    for (let attempt = 1; ; attempt++) {
      await noLinks.or(retryLinks).first().waitFor({ timeout: 60_000 });
      if (await noLinks.isVisible()) break;
      if (attempt === 3) throw new Error('the share links did not load in 3 tries');
      await retryLinks.click();
    }
    await page.goto(`${hostingUrl}/en-US/dashboard`);
    await page.getByRole('tab', { name: 'Noor' }).waitFor();

    await context.setOffline(true);
    await openMeasurementForm(page);
    await fillMeasurement(page, { height: '105', weight: '17.5', footLength: '17.4' });
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await waitingMark(page).waitFor();
    // A reload while offline: the write now waits in Firestore's persistent queue only.
    await page.reload();
    await waitingMark(page).waitFor();

    // The share lists come from the server only: said plainly, with Retry once back online.
    await page.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    const needsConnection = page.getByText(
      'This needs an internet connection. Connect, then try again.',
    );
    await needsConnection.first().waitFor();
    expect(await page.getByText('Failed to load shares').count()).toBe(0);

    // Meanwhile the child reached the most measurements the rules allow.
    await fillMeasurementIndex(childId, 2000);
    await context.setOffline(false);
    await page.getByText('You are back online.').first().waitFor();
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByText('No share links yet. Share a child from the dashboard.').waitFor();

    const failure = page.getByTestId('sync-failure');
    await failure.waitFor({ timeout: 30_000 });
    const text = (await failure.textContent()) ?? '';
    expect(text).toContain('Noor’s measurement of');
    expect(text).toMatch(/105\scm/);
    expect(text).toContain('The child already has the most measurements allowed (2,000).');
    expect(await measurementsWithHeight(childId, 105)).toHaveLength(0);
    // Kept until the parent dismisses it, across a reload.
    await page.reload();
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Dismiss' }).click();
    await failure.waitFor({ state: 'detached' });
  }, 240_000);
});
