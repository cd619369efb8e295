import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collections, formatMeasurement, paths, type UserProfile } from '@sprout/core';
import { adminDb } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import {
  fillMeasurement,
  openMeasurementForm as openForm,
  showGrowthTable,
} from '../support/dashboard';
import { measurementData } from '../support/factories';

const openBrowser = useBrowsers();

/** Text as a reader sees it: the no-break space between number and unit is a space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function parentWithChild(
  label: string,
  profile: Pick<UserProfile, 'measurementSystem' | 'language' | 'locale'>,
) {
  const parent = await existingParent(label);
  await adminDb().doc(paths.user(parent.uid)).update(profile);
  const childRef = await addOwnChild(parent.uid, {
    name: 'Leo',
    birthDate: '2022-05-10',
    gender: 'male',
  });
  return { parent, childRef };
}

/** A metric parent in `language` whose child has one measurement: 115.7 cm, 20.45 kg, 18.4 cm. */
async function metricParentWithMeasurement(
  label: string,
  language: UserProfile['language'],
  locale: UserProfile['locale'],
) {
  const { parent, childRef } = await parentWithChild(label, {
    measurementSystem: 'metric',
    language,
    locale,
  });
  await childRef
    .collection(collections.measurements)
    .doc()
    .set(
      measurementData({ measuredAt: '2026-10-01', height: 115.7, weight: 20.45, footLength: 18.4 }),
    );
  return { parent, childRef };
}

async function signedIn(parent: { email: string; password: string }, lang: string) {
  const browser = await openBrowser();
  await signInToDashboard(browser.page, hostingUrl, parent, { lang });
  return browser;
}

/** expect.poll waits 1 s by default; a busy 2-core machine needs longer for the first render. */
const ui = { timeout: 15_000 };

const cardValues = async (page: Page) =>
  (await page.locator('.child-card__latest dd').allTextContents()).map(plain);

describe('units and number formats', () => {
  it('shows an imperial parent inches and lbs everywhere, and the same-day correction', async () => {
    const { parent, childRef } = await parentWithChild('imperial-units', {
      measurementSystem: 'imperial',
      language: 'en-US',
      locale: 'US',
    });
    const { page, pageErrors } = await signedIn(parent, 'en-US');
    await page.getByRole('tab', { name: 'Leo' }).waitFor();

    await openForm(page);
    await fillMeasurement(page, { height: '40', weight: '36.5', footLength: '6.5' }, 'imperial');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await expect.poll(() => cardValues(page), ui).toContain('40 in');
    // The card shows the entry at once; the form closes once the server has it.
    await page.getByRole('button', { name: 'Save measurement' }).waitFor({ state: 'detached' });

    // The same day: the parent corrects the height. 14 in of foot is refused in the form, with
    // the limit the server keeps (35 cm) in inches, and nothing is sent.
    await openForm(page);
    await fillMeasurement(page, { height: '41', weight: '36.5', footLength: '14' }, 'imperial');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await page.getByText('Foot length must be at most 13.7 in').waitFor();
    expect((await childRef.collection('measurements').get()).size).toBe(1);
    await page.getByLabel('Foot length (in)').fill('6.5');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await expect
      .poll(async () => (await childRef.collection('measurements').get()).size, ui)
      .toBe(2);

    // The card keeps the newest entry of the day.
    await expect.poll(() => cardValues(page), ui).toContain('41 in');
    expect((await cardValues(page)).slice(0, 3)).toEqual(['41 in', '36.5 lbs', '6.5 in']);

    // The server's forecast follows the correction (41 in is stored as 104.1 cm).
    const forecast = async () =>
      (await childRef.collection('predictions').get()).docs
        .map((d) => d.data())
        .sort((a, b) => a.step - b.step);
    await expect
      .poll(async () => (await forecast())[0]?.height.value ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(104.1);
    const [now] = await forecast();
    if (!now) throw new Error('No forecast');
    const tiles = page.getByRole('region', { name: 'Coming seasons' });
    const height = formatMeasurement('height', now.height.value, 'imperial', 'en-US');
    await expect
      .poll(async () => plain(await tiles.getByRole('link').first().textContent()), ui)
      .toContain(`about ${plain(height.text)}`);
    expect(plain(await tiles.textContent())).not.toMatch(/\d\s?(cm|mm)\b/);

    // The season page: height, its likely range and the foot length in inches.
    await tiles.getByRole('link').first().click();
    await page.waitForURL(`${hostingUrl}/en-US/season/${now.season}`);
    const sizes = page.getByRole('region', { name: 'Predicted sizes' });
    const low = formatMeasurement('height', now.height.low, 'imperial', 'en-US');
    const high = formatMeasurement('height', now.height.high, 'imperial', 'en-US');
    const foot = formatMeasurement('footLength', now.footLength.value, 'imperial', 'en-US');
    await expect
      .poll(async () => plain(await sizes.textContent()), ui)
      .toContain(`Height about ${plain(height.text)}`);
    // The range once, in the chance sentence.
    expect(plain(await sizes.textContent()).replace(/[\u2068\u2069]/g, '')).toContain(
      `at a likely height of ${plain(low.number)} to ${plain(high.text)}`,
    );
    expect(plain(await sizes.textContent())).not.toContain('(likely');
    expect(plain(await sizes.textContent())).toContain(`Foot length about ${plain(foot.text)}`);
    expect(plain(await sizes.textContent())).not.toMatch(/\d\s?(cm|mm)\b/);

    // The chart's table: one row for the day (the correction), in inches, then lbs.
    await page.goBack();
    await page.getByRole('button', { name: 'Growth chart' }).click();
    const table = await showGrowthTable(page);
    await table.getByRole('columnheader', { name: 'Height (in)' }).waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).getByRole('cell').nth(2).textContent()).toBe('41');
    await page.getByRole('button', { name: 'Weight', exact: true }).click();
    await table.getByRole('columnheader', { name: 'Weight (lbs)' }).waitFor();
    expect(await rows.nth(1).getByRole('cell').nth(2).textContent()).toBe('36.5');
    expect(pageErrors).toEqual([]);
  });

  it("writes a Swedish parent's numbers with a decimal comma", async () => {
    const { parent } = await metricParentWithMeasurement('swedish-units', 'sv', 'SE');
    const { page } = await signedIn(parent, 'sv');
    await expect
      .poll(async () => (await cardValues(page)).slice(0, 3), ui)
      .toEqual(['115,7 cm', '20,5 kg', '18,4 cm']);
  });

  it("writes an Arabic parent's numbers in Arabic-Indic digits only, never Latin ones beside them", async () => {
    const { parent, childRef } = await metricParentWithMeasurement('arabic-digits', 'ar', 'SA');
    await expect
      .poll(async () => (await childRef.collection('predictions').get()).size, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const { page, pageErrors } = await signedIn(parent, 'ar');
    const latin = /[0-9]/;
    // Units the Arabic way (سم، كغم, as CLDR writes them); size systems stay Latin (EU).
    await expect
      .poll(async () => (await cardValues(page)).slice(0, 2), ui)
      .toEqual(['١١٥٫٧ سم', '٢٠٫٥ كغم']);
    const seasons = page.locator('.seasons');
    await expect.poll(async () => plain(await seasons.textContent()), ui).toMatch(/[٠-٩]/);
    // The coming seasons (year, size, height) and this season's card (year, saved count).
    expect(plain(await seasons.textContent())).not.toMatch(latin);
    const seasonCard = await page.locator('.current-season').evaluate((node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      // Product titles are the shops' own words (other suites' products carry Latin run ids).
      copy.querySelectorAll('.product-card__title').forEach((title) => title.remove());
      return copy.textContent ?? '';
    });
    expect(plain(seasonCard)).not.toMatch(latin);
    // The child's card: the age is a plural count ("٤ سنوات").
    const age = plain(await page.locator('.child-card__age').first().textContent());
    expect(age).toMatch(/[٠-٩]/);
    expect(age).not.toMatch(latin);

    // The season page: its year, the child's age in years and months, the sizes, the chance
    // sentence ("about ٧ in ١٠") and the accuracy band ("(٩٠-٩٥٪)").
    await seasons.getByRole('link').first().click();
    await page.waitForURL(/\/ar\/season\//);
    const sizes = page.locator('.season-page__sizes');
    await expect.poll(async () => plain(await sizes.textContent()), ui).toMatch(/[٠-٩]/);
    for (const part of ['h1', '.season-page__child', '.season-page__nav', '.season-page__sizes']) {
      const text = plain(await page.locator(part).first().textContent());
      expect(text, part).toMatch(/[٠-٩]/);
      expect(text, part).not.toMatch(latin);
    }
    // The height the season page gives is in centimetres written the Arabic way.
    expect(plain(await sizes.textContent())).toContain('سم');
    expect(pageErrors).toEqual([]);
  });
});
