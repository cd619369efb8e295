import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  outOfHundred,
  clothingSizeToBuy,
  collections,
  currentSeason,
  forecastSeasons,
  formatMeasurement,
  formatSizeRangeForMarket,
  paths,
  standingOf,
  shoeSizeForFoot,
  toMetric,
  writeCaps,
} from '@sprout/core';
import { adminDb, eventually } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import {
  fillMeasurement,
  openHeightPercentileCell,
  openMeasurementForm,
  showGrowthTable,
} from '../support/dashboard';
import { measurementData } from '../support/factories';
import { axeViolations } from '../support/axe';
import { forecastDay, pageToday } from '../support/clock';
import { englishAge } from '../support/ages';

const openBrowser = useBrowsers();

async function signedIn(parent: { email: string; password: string }) {
  const { page } = await openBrowser();
  await signInToDashboard(page, hostingUrl, parent);
  return page;
}

async function childrenOf(uid: string) {
  const snap = await adminDb().collection(collections.children).where('ownerId', '==', uid).get();
  return snap.docs;
}

describe('children and measurements', () => {
  it('adds a child, measures in metric and imperial, renames and deletes', async () => {
    const parent = await existingParent('measuring');
    const page = await signedIn(parent);
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    await page.getByRole('link', { name: 'Add child' }).click();
    await page.waitForURL(`${hostingUrl}/en-US/add-child`);

    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill('Saga');
    await page.getByLabel('Birth date').fill('2020-05-10');
    await page.getByLabel('Girl').check();
    await page.getByRole('button', { name: 'Add child' }).click();

    // The dashboard selects the new child and opens the measurement form, ready to type into.
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
    await page.getByRole('tab', { name: 'Saga' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('height');
    await fillMeasurement(page, { height: '120', weight: '22.4', footLength: '19' });
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await page.getByText('120 cm', { exact: true }).waitFor();
    // An American parent sees US sizes first, the EU size in brackets (spec 9).
    const clothing = clothingSizeToBuy(120);
    const shoe = shoeSizeForFoot(19);
    expect(await page.getByTestId('clothing-size').textContent()).toBe(
      `${clothing.conversions.US} (EU ${clothing.eu})`,
    );
    expect(await page.getByTestId('shoe-size').textContent()).toBe(
      `${shoe.conversions.US} (EU ${shoe.eu})`,
    );

    const [child] = await childrenOf(parent.uid);
    if (!child) throw new Error('The child was not stored');
    expect(child.data()).toMatchObject({ name: 'Saga', birthDate: '2020-05-10', gender: 'female' });
    // Counted for the caps (core's writeCaps): the child and its measurement in their indexes.
    expect((await adminDb().doc(paths.childIndex(parent.uid)).get()).get('ids')).toEqual([
      child.id,
    ]);
    // The page shows the measurement while its write is still on the way (Firestore's local
    // echo), so the stored index is waited for rather than read at once.
    await eventually(
      async () => (await adminDb().doc(paths.measurementIndex(child.id)).get()).get('ids'),
      (ids: unknown) => Array.isArray(ids) && ids.length === 1,
    );

    // Imperial (as chosen in Settings on any device): inches and pounds in, metric stored.
    await adminDb().doc(paths.user(parent.uid)).update({ measurementSystem: 'imperial' });
    await page.reload();
    // The profile's units arrive with the sign-in; the last height is then shown in inches.
    await page.getByText('47.2 in', { exact: true }).waitFor();
    await openMeasurementForm(page);
    await fillMeasurement(page, { height: '48.5', weight: '50', footLength: '7.6' }, 'imperial');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    const expected = toMetric({ height: 48.5, weight: 50, footLength: 7.6 }, 'imperial');
    await expect
      .poll(async () =>
        (await adminDb().collection(paths.measurements(child.id)).get()).docs
          .map((d) => d.get('height'))
          .sort(),
      )
      .toEqual([120, expected.height].sort());

    await page.getByRole('button', { name: 'Edit child' }).click();
    await page.getByRole('dialog', { name: 'Edit child' }).getByLabel('Name').fill('Saga Maria');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('tab', { name: 'Saga Maria' }).waitFor();
    await expect
      .poll(async () => (await adminDb().doc(paths.child(child.id)).get()).get('name'))
      .toBe('Saga Maria');
    // The dialog (with its own Delete) closes once the save is answered.
    await page.getByRole('dialog', { name: 'Edit child' }).waitFor({ state: 'hidden' });

    // Deleting sits in the edit dialog, not on the card a phone shows before the sizes (issue 30).
    // (The measurement history's own "Delete the measurement of …" buttons may be open.)
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Saga Maria' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit child' }).click();
    await page
      .getByRole('dialog', { name: 'Edit child' })
      .getByRole('button', { name: 'Delete Saga Maria' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    await expect.poll(async () => (await childrenOf(parent.uid)).length).toBe(0);
    expect((await adminDb().doc(paths.childIndex(parent.uid)).get()).get('ids')).toEqual([]);
  });

  it('says so when the account holds the most children, or a child the most measurements', async () => {
    const parent = await existingParent('capped');
    const childRef = await addOwnChild(parent.uid, {
      name: 'Tove',
      birthDate: '2020-01-20',
      gender: 'female',
    });
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler-${i}`);
    await adminDb()
      .doc(paths.childIndex(parent.uid))
      .set({ ids: [childRef.id, ...filler(writeCaps.childrenPerAccount - 1)] });
    await adminDb()
      .doc(paths.measurementIndex(childRef.id))
      .set({ ids: filler(writeCaps.measurementsPerChild) });
    const page = await signedIn(parent);

    await page.getByRole('tab', { name: 'Tove' }).waitFor();
    await page.getByRole('button', { name: 'Add measurement' }).click();
    await fillMeasurement(page, { height: '118', weight: '21', footLength: '18.5' });
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await page.getByText('A child can have at most 2,000 measurements.').waitFor();
    expect((await childRef.collection(collections.measurements).get()).size).toBe(0);

    await page.goto(`${hostingUrl}/en-US/add-child`);
    await page.getByLabel('Name').fill('Elsa');
    await page.getByLabel('Birth date').fill('2022-02-02');
    // The gender is a radio group for the keyboard too: Tab enters it, Space chooses, the arrows
    // move the choice (issue 30: "Girl" could not be chosen with the keyboard).
    await page.getByLabel('Boy').focus();
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Boy').isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Girl').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add child' }).click();
    await page
      .getByText('An account can hold at most 20 children. Remove one to add another.')
      .waitFor();
    expect(await childrenOf(parent.uid)).toHaveLength(1);
  });

  it('shows a measurement added on another device without a reload', async () => {
    const parent = await existingParent('two-devices');
    await addOwnChild(parent.uid, {
      name: 'Ivo',
      birthDate: '2019-02-01',
      gender: 'male',
    });
    const phone = await signedIn(parent);
    const tablet = await signedIn(parent);
    await tablet.getByRole('tab', { name: 'Ivo' }).waitFor();
    await tablet
      .getByText('No measurements yet. Add the first one to see sizes and forecasts.')
      .waitFor();

    await phone.getByRole('button', { name: 'Add measurement' }).click();
    await fillMeasurement(phone, { height: '131.5', weight: '28', footLength: '21' });
    await phone.getByRole('button', { name: 'Save measurement' }).click();

    await tablet.getByText('131.5 cm', { exact: true }).waitFor();
  });

  it('shows the coming seasons and their pages, across a year boundary', async () => {
    const parent = await existingParent('seasons');
    const childRef = await addOwnChild(parent.uid, {
      name: 'Mio',
      birthDate: '2020-08-15',
      gender: 'male',
    });
    // The trigger turns this into percentiles and 8 forecast points.
    await childRef
      .collection(collections.measurements)
      .doc()
      .set(
        measurementData({ measuredAt: '2026-10-01', height: 118, weight: 21, footLength: 18.4 }),
      );
    const page = await signedIn(parent);
    const tiles = page.getByRole('region', { name: 'Coming seasons' }).getByRole('link');
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    const points = (await childRef.collection('predictions').get()).docs
      .map((d) => d.data())
      .sort((a, b) => a.step - b.step);
    const first = points[0];
    if (!first) throw new Error('No forecast');
    const title = (p: { season?: string; year?: number }) =>
      `${p.season?.[0]?.toUpperCase()}${p.season?.slice(1)} ${p.year}`;

    await tiles.first().click();
    await page.waitForURL(`${hostingUrl}/en-US/season/${first.season}`);
    await page.getByRole('heading', { level: 1, name: title(first) }).waitFor();
    expect(await page.getByTestId('season-clothing').textContent()).toBe(
      // An American parent: US sizes first, EU in brackets, as on every size in the app.
      formatSizeRangeForMarket('US', first.clothingSize, first.clothingSize, 'clothing'),
    );
    // One statement of the chance, no accuracy label beside it (issue 28).
    await page.getByTestId('forecast-chance-clothing').waitFor();
    expect(await page.getByText(/accuracy/i).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Forward through four seasons crosses into the next year, and back again.
    const nav = page.getByRole('navigation', { name: 'Seasons' });
    for (const point of points.slice(1, 5)) {
      await nav.getByRole('link').last().click();
      await page.getByRole('heading', { level: 1, name: title(point) }).waitFor();
      expect(await page.getByTestId('season-clothing').textContent()).toBe(
        formatSizeRangeForMarket('US', point.clothingSize, point.clothingSize, 'clothing'),
      );
    }
    expect((points[4]?.year ?? 0) - first.year).toBeGreaterThanOrEqual(1);
    await nav.getByRole('link').first().click();
    const back = points[3];
    if (!back) throw new Error('No forecast');
    await page.getByRole('heading', { level: 1, name: title(back) }).waitFor();
  });

  it('says so for a season that does not exist', async () => {
    const parent = await existingParent('no-such-season');
    const page = await signedIn(parent);
    await page.goto(`${hostingUrl}/en-US/season/monsoon`);
    await page.getByText('Invalid season selected. Please go back to the dashboard.').waitFor();
  });

  it('charts growth against the WHO curves, with a table, and links this season', async () => {
    const parent = await existingParent('growth-chart');
    const childRef = await addOwnChild(parent.uid, {
      name: 'Alva',
      birthDate: '2022-04-02',
      gender: 'female',
    });
    const history = [
      { measuredAt: '2023-04-02', height: 74.1, weight: 9.1, footLength: 11.8 },
      { measuredAt: '2024-04-02', height: 86.0, weight: 11.6, footLength: 13.4 },
      { measuredAt: '2025-04-02', height: 95.2, weight: 14.0, footLength: 15.2 },
    ];
    for (const m of history) {
      await childRef.collection(collections.measurements).doc().set(measurementData(m));
    }
    const page = await signedIn(parent);
    await page.getByText('95.2 cm', { exact: true }).waitFor();

    const toggle = page.getByRole('button', { name: 'Growth chart' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const plot = page.getByRole('figure', {
      name: /Height of Alva compared with children of the same age/,
    });
    // Four lines (P3, P50, P97 and the child), the child's with one marker per measurement.
    await expect
      .poll(() => plot.locator('.apexcharts-line-series .apexcharts-series').count(), {
        timeout: 15_000,
      })
      .toBe(4);
    await expect
      .poll(() => plot.locator('.apexcharts-series[seriesName="Alva"] .apexcharts-marker').count())
      .toBe(3);

    const rows = (await showGrowthTable(page)).getByRole('row');
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(3).textContent()).toContain('95.2');
    // The trigger's percentiles arrive in the table.
    await expect
      .poll(() => rows.nth(1).getByRole('cell').last().textContent(), {
        timeout: 30_000,
      })
      .not.toBe('–');

    await page.getByRole('button', { name: 'Foot length', exact: true }).click();
    await page
      .getByRole('figure', { name: /Foot length of Alva compared with children/ })
      .waitFor();
    expect(await rows.nth(3).textContent()).toContain('15.2');
    expect(await axeViolations(page)).toEqual([]);

    // The card of this season (northern hemisphere for en-US) links to its page and saved products.
    const { season, year } = currentSeason(await pageToday(page), 'northern');
    const name = `${season[0]?.toUpperCase()}${season.slice(1)}`;
    const card = page.getByRole('region', { name: `This season: ${name} ${year}` });
    await card.getByRole('link', { name: 'Saved products (0)' }).waitFor();
    await card.getByRole('link', { name: 'Open season page' }).click();
    await page.waitForURL(`${hostingUrl}/en-US/season/${season}`);
    // The season page's own content, not the address nor the name the dashboard shows too: on a
    // busy machine the address changes before React has drawn the season page, and going back
    // from there keeps the dashboard as it was (foot length chosen). Reproduced at 20x CPU throttle.
    await page.getByRole('navigation', { name: 'Seasons' }).waitFor();
    await page.getByText('Alva · age at the start of the season', { exact: false }).waitFor();

    // The chart stays open on return: the choice is remembered on the device.
    await page.goBack();
    await page.getByRole('figure', { name: /Height of Alva/ }).waitFor();
  });

  it("asks a 13-year-old girl's parent for bust, waist and hips and sizes her on the women's table", async () => {
    const parent = await existingParent('teen-sizes');
    // 14 today and for the whole forecast.
    await addOwnChild(parent.uid, {
      name: 'Tuva',
      birthDate: `${new Date().getUTCFullYear() - 14}-01-01`,
      gender: 'female',
    });
    const page = await signedIn(parent);
    await page.getByRole('tab', { name: 'Tuva' }).waitFor();
    await page.getByRole('button', { name: 'Add measurement' }).click();
    // Spec 4: the extra measurements from 13, bust, waist and hips for a girl (chest for a boy).
    expect(await page.getByLabel('Chest (cm)').count()).toBe(0);
    await fillMeasurement(page, { height: '160', weight: '50', footLength: '24' });
    await page.getByLabel('Bust (cm)').fill('84');
    await page.getByLabel('Waist (cm)').fill('66');
    await page.getByLabel('Hips (cm)').fill('97');
    await page.getByRole('button', { name: 'Save measurement' }).click();

    // Hips 97 cm make a women's EU 38, US 10 for this American parent (FWF chart, dpa rule).
    await expect
      .poll(() => page.getByTestId('clothing-size').textContent(), { timeout: 15_000 })
      .toBe('10 (EU 38)');
    await page.getByText("Women's size, from bust, waist and hips.").waitFor();
    // The server's forecast uses the same rule: this season's tile shows the women's size too.
    await expect
      .poll(() => page.locator('.seasons__size').first().textContent(), { timeout: 30_000 })
      .toBe('10 (EU 38)');
  });

  it('corrects a birth date, and the percentiles and forecast follow without a reload', async () => {
    const parent = await existingParent('correcting');
    const measured = { measuredAt: '2026-10-01', height: 118, weight: 21, footLength: 18.4 };
    const childRef = await addOwnChild(parent.uid, {
      name: 'Mio',
      birthDate: '2020-08-15',
      gender: 'male',
    });
    await childRef.collection(collections.measurements).doc().set(measurementData(measured));
    const page = await signedIn(parent);
    // The four season tiles' heights, as core forecasts them for the day the server's forecast is
    // for. Over four seasons a year's difference in age always shows (checked for every day from
    // 2026-10 to 2036); the "now" tile alone rounds to the same height on about one day in 30.
    const forecastTexts = (birthDate: string, today: string) =>
      forecastSeasons({
        sex: 'male',
        birthDate,
        measurements: [measured],
        today,
        hemisphere: 'northern',
      })
        .slice(0, 4)
        .map(
          (point) =>
            `about ${formatMeasurement('height', point.height.value, 'metric', 'en-US').text}`,
        );
    const shownTiles = page.locator('.seasons__detail');
    const tilesMatch = async (birthDate: string) => {
      const day = await forecastDay(childRef.id);
      return (
        day !== null &&
        (await shownTiles.allTextContents()).join(' | ') ===
          forecastTexts(birthDate, day).join(' | ')
      );
    };
    const percentileText = (birthDate: string) =>
      `taller than ${outOfHundred(
        standingOf('height', 'male', ageInMonths(birthDate, measured.measuredAt), measured.height)
          .percentile,
      )}`;
    await expect.poll(() => tilesMatch('2020-08-15'), { timeout: 30_000 }).toBe(true);
    const percentile = await openHeightPercentileCell(page);
    await expect
      .poll(() => percentile.textContent(), { timeout: 30_000 })
      .toBe(percentileText('2020-08-15'));

    // A birth date after the first measurement is refused, saying why; nothing typed is lost.
    await page.getByRole('button', { name: 'Edit child' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit child' });
    await dialog.getByLabel('Birth date').fill('2026-10-02');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('The birth date cannot be after the first measurement (Oct 1, 2026)')
      .waitFor();
    expect(await dialog.getByLabel('Birth date').inputValue()).toBe('2026-10-02');
    expect((await childRef.get()).get('birthDate')).toBe('2020-08-15');

    // A year earlier: the same height is a lower percentile and a slower forecast.
    await dialog.getByLabel('Birth date').fill('2019-08-15');
    const today = await pageToday(page);
    expect(forecastTexts('2019-08-15', today)).not.toEqual(forecastTexts('2020-08-15', today));
    expect(percentileText('2019-08-15')).not.toBe(percentileText('2020-08-15'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Boy · ${englishAge('2019-08-15', today)}`, { exact: true }).waitFor();
    await expect.poll(() => tilesMatch('2019-08-15'), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => percentile.textContent(), { timeout: 30_000 })
      .toBe(percentileText('2019-08-15'));
    expect((await childRef.get()).data()).toMatchObject({ name: 'Mio', birthDate: '2019-08-15' });
  });

  it('edits a child in Arabic, right to left, at 390 px without sideways scrolling', async () => {
    const parent = await existingParent('edit-rtl');
    await addOwnChild(parent.uid, { name: 'Nour', birthDate: '2021-02-03', gender: 'female' });
    const { page } = await openBrowser();
    await signInToDashboard(page, hostingUrl, parent, { lang: 'ar' });
    await page.getByRole('tab', { name: 'Nour' }).waitFor();
    await page.getByRole('button', { name: 'تعديل بيانات الطفل' }).click();
    const dialog = page.getByRole('dialog', { name: 'تعديل بيانات الطفل' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
    ).toBe(true);
    // Keyboard only: focus starts in the name, Escape closes.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
      'Nour',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
