import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageInMonths,
  clothingChangesBetween,
  clothingSizeToBuy,
  collections,
  formatSizeForMarket,
  outOfHundred,
  standingOf,
  type PredictionData,
} from '@sprout/core';
import { eventually } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { measurementData } from '../support/factories';
import { pageToday } from '../support/clock';
import { axeViolations } from '../support/axe';

/*
 * Issue 28: a baby is treated as a baby. A 5-week-old's age reads in weeks, her chart in months,
 * her sizes are baby sizes with no shoe size (nor shoes in the products) until her parent says
 * she walks, and the season page says when a size stops fitting. Sizes from an old measurement
 * say how old it is and offer to measure again. At 390 px, in en-US imperial dark, sv and ar.
 */

const openBrowser = useBrowsers();
const folder = process.env.SPROUT_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** A girl born 36 days before the page's today (5 weeks), measured yesterday at 55 cm. */
async function newborn(
  label: string,
  page: Page,
  profile: Parameters<typeof existingParent>[1] = {},
) {
  const today = await pageToday(page);
  const birthDate = addDays(today, -36);
  const measuredAt = addDays(today, -1);
  const parent = await existingParent(label, profile);
  const child = await addOwnChild(parent.uid, { name: 'Lily', birthDate, gender: 'female' });
  await child
    .collection(collections.measurements)
    .doc()
    .set(measurementData({ measuredAt, height: 55, weight: 4.6, footLength: 8.2 }));
  return { parent, child, birthDate, measuredAt, today };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('a newborn on the dashboard and the season page', () => {
  it('reads her age in weeks, her chart in months, baby sizes, no shoes until she walks, and when a size stops fitting', async () => {
    const { page } = await openBrowser({ colorScheme: 'dark' });
    const { parent, child, birthDate, measuredAt } = await newborn('infant-us', page, {
      measurementSystem: 'imperial',
    });
    await signInToDashboard(page, hostingUrl, parent);
    await page.getByRole('tab', { name: 'Lily' }).waitFor();

    // "5 weeks", never "0 years"; the baby size in US labels; no shoe size.
    await page.getByText('Girl · 5 weeks', { exact: true }).waitFor();
    const clothing = formatSizeForMarket('US', clothingSizeToBuy(55).eu, 'clothing');
    expect(clothing).toBe('3M (EU 62)');
    expect(await page.getByTestId('clothing-size').textContent()).toBe(clothing);
    await page.getByTestId('no-shoes').getByText('No shoe size before walking.').waitFor();
    expect(await page.getByTestId('shoe-size').count()).toBe(0);
    const walks = page.getByRole('switch', { name: 'Lily walks: show shoe sizes and shoes' });
    expect(await walks.isChecked()).toBe(false);

    // Where she stands, in words, once the server has placed the measurement.
    const taller = outOfHundred(
      standingOf('height', 'female', ageInMonths(birthDate, measuredAt), 55).percentile,
    );
    await page
      .getByText(`Taller than ${taller} of 100 children of the same age.`)
      .waitFor({ timeout: 30_000 });

    // No shoes among the products, nor as a filter.
    const categories = page.locator('#season-now-category option');
    await categories.first().waitFor({ state: 'attached' });
    expect(await categories.allTextContents()).toEqual(['All', 'Clothes', 'Accessories']);

    // The growth chart counts months under 2 years.
    await page.getByRole('button', { name: 'Growth chart' }).click();
    await expect
      .poll(() => page.locator('.apexcharts-xaxis-title-text').textContent(), { timeout: 15_000 })
      .toBe('Age (months)');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'infant-dashboard-en-US-dark-390');

    // The next season: her age in weeks or months, and when 3M stops fitting.
    const tiles = page.getByRole('region', { name: 'Coming seasons' }).getByRole('link');
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(4);
    const stored = await child.collection(collections.predictions).get();
    const points = stored.docs
      .map((doc) => doc.data() as PredictionData)
      .sort((a, b) => a.step - b.step);
    const [, next, after] = points;
    if (!next || !after) throw new Error('No forecast');
    const changes = clothingChangesBetween(next, after);
    // A baby grows more than a size (6 cm) in three months: at least one size is outgrown.
    expect(changes.length).toBeGreaterThan(0);
    await tiles.nth(1).click();
    await page.getByText(/^Lily · age at the start of the season: \d+ (weeks?|months?)$/).waitFor();
    const day = (date: string) =>
      new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(date),
      );
    const size = (eu: number) => formatSizeForMarket('US', eu, 'clothing');
    for (const [index, change] of changes.entries()) {
      expect(seen(await page.getByTestId(`forecast-chance-until-${index}`).textContent())).toBe(
        `Fits ${size(change.size)} until about ${day(change.until)}, then ${size(change.next)}.`,
      );
    }
    // The chance is for the start of the season, and there is no shoe forecast.
    expect(seen(await page.getByTestId('forecast-chance-clothing').textContent())).toMatch(
      /fit size .+ at the start of (spring|summer|autumn|winter), at a likely height of/,
    );
    expect(await page.getByTestId('season-shoes').count()).toBe(0);
    await page.getByTestId('no-shoes').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'infant-season-en-US-dark-390');

    // Her parent says she walks: the shoe size appears without a reload, and is stored.
    await page.goBack();
    await walks.check();
    await page.getByTestId('shoe-size').waitFor();
    expect(await page.getByTestId('no-shoes').count()).toBe(0);
    await eventually(
      () => child.get(),
      (snapshot) => snapshot.get('walks') === true,
    );
    expect((await child.get()).get('walks')).toBe(true);
  });

  it('reads the same baby in Swedish and in Arabic, right to left', async () => {
    const views = [
      { lang: 'sv', age: /^Flicka · 5 veckor$/ },
      { lang: 'ar', age: /٥/ },
    ] as const;
    for (const view of views) {
      const { page } = await openBrowser();
      const { parent } = await newborn(`infant-${view.lang}`, page, {
        language: view.lang,
        measurementSystem: 'metric',
      });
      await signInToDashboard(page, hostingUrl, parent, { lang: view.lang });
      await page.getByRole('tab', { name: 'Lily' }).waitFor();
      const age = page.locator('.child-card__age');
      await expect.poll(() => age.textContent()).toMatch(view.age);
      await page.getByTestId('no-shoes').waitFor();
      expect(await page.getByTestId('clothing-size').textContent()).toMatch(/62|٦٢/);
      expect(
        await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
      ).toEqual([view.lang === 'ar' ? 'rtl' : 'ltr', view.lang]);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `infant-dashboard-${view.lang}-light-390`);
    }
  });
});

describe('sizes from an old measurement', () => {
  it('say how old the measurement is and offer to measure again, the form ready to type', async () => {
    const { page } = await openBrowser();
    const today = await pageToday(page);
    const parent = await existingParent('stale-sizes');
    // Five years old when measured 87 days ago: sizes are stale after 79 days at that age.
    const measuredAt = addDays(today, -87);
    const birthDate = addDays(measuredAt, -(5 * 365 + 1));
    const child = await addOwnChild(parent.uid, { name: 'Ronja', birthDate, gender: 'female' });
    await child
      .collection(collections.measurements)
      .doc()
      .set(measurementData({ measuredAt, height: 110, weight: 18.5, footLength: 17.2 }));
    await signInToDashboard(page, hostingUrl, parent);
    await page.getByRole('tab', { name: 'Ronja' }).waitFor();
    const stale = page.getByTestId('stale-sizes');
    await stale.getByText('Measured 87 days ago: these sizes may be too small by now.').waitFor();
    // A school child walks: shoes, and no switch to ask.
    await page.getByTestId('shoe-size').waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await stale.getByRole('button', { name: 'Measure again' }).click();
    const form = page.getByRole('form', { name: 'Add measurement' });
    await form.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('height');
  });
});

/** What a reader sees: isolates (invisible) removed, no-break spaces as spaces. */
function seen(text: string | null) {
  return text?.replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');
}
