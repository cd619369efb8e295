import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collections,
  localToday,
  imperialCsvColumns,
  measurementCsvColumns,
  measurementsCsv,
  paths,
  type DataExport,
} from '@sprout/core';
import { adminDb, eventually, storeShare } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { measurementData, savedProductData } from '../support/factories';
import { axeViolations } from '../support/axe';

const openBrowser = useBrowsers();

describe('download my data', () => {
  it('saves the account as JSON and the measurements as CSV', async () => {
    const parent = await existingParent('exporting');
    const childRef = await addOwnChild(parent.uid, {
      name: 'Saga "Sagan", Jr',
      birthDate: '2020-05-10',
      gender: 'female',
    });
    const measurementRef = childRef.collection(collections.measurements).doc();
    await measurementRef.set(
      measurementData({ measuredAt: '2026-10-01', height: 118, weight: 21, footLength: 18.4 }),
    );
    // The export carries what the server made of it: percentiles and the forecast.
    await eventually(
      async () => (await measurementRef.get()).get('percentiles') as unknown,
      (percentiles) => percentiles != null,
    );
    await eventually(
      async () => (await childRef.collection(collections.predictions).get()).size,
      (n) => n === 8,
    );
    const token = await storeShare({ childId: childRef.id, ownerId: parent.uid });
    const product = savedProductData('export-jacket');
    await adminDb().doc(paths.savedProduct(parent.uid, product.id)).set(product);

    const { page } = await openBrowser();
    await signInToDashboard(page, hostingUrl, parent);
    await page.goto(`${hostingUrl}/en-US/settings`);
    const json = page.waitForEvent('download', {
      predicate: (d) => d.suggestedFilename().endsWith('.json'),
    });
    const csv = page.waitForEvent('download', {
      predicate: (d) => d.suggestedFilename().endsWith('.csv'),
    });
    await page.getByRole('button', { name: 'Download my data' }).click();
    const [jsonFile, csvFile] = await Promise.all([json, csv]);
    await page.getByText('Your data has been downloaded.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Named by the device's day.
    const day = localToday();
    expect(jsonFile.suggestedFilename()).toBe(`sprout-data-${day}.json`);
    expect(csvFile.suggestedFilename()).toBe(`sprout-measurements-${day}.csv`);

    const data = JSON.parse(readFileSync(await jsonFile.path(), 'utf8')) as DataExport;
    expect(data.profile).toMatchObject({ email: parent.email, name: 'exporting' });
    expect(data.children).toHaveLength(1);
    const [child] = data.children;
    expect(child).toMatchObject({ id: childRef.id, name: 'Saga "Sagan", Jr' });
    const stored = (await measurementRef.get()).data();
    expect(child?.measurements).toEqual([{ ...stored, id: measurementRef.id }]);
    expect(child?.predictions).toHaveLength(8);
    expect(data.shares.map((s) => s.token)).toEqual([token]);
    expect(data.savedProducts).toEqual([product]);
    expect(data.subscriptions).toEqual({ following: [], followers: [] });

    // A byte order mark (spreadsheets read UTF-8 then), a header naming the units, one row.
    const text = readFileSync(await csvFile.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(measurementCsvColumns.join(','));
    expect(lines[0]).toContain('height_cm,weight_kg,foot_length_cm');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${childRef.id}","Saga ""Sagan"", Jr","2020-05-10","female","2026-10-01",118,21,18.4,`,
      ),
    );
    expect(lines[1]?.split(',').at(-3)).toBe(String(stored?.percentiles?.height?.percentile));
    expect(text.slice(1)).toBe(measurementsCsv(data));

    // In imperial units, the same measurements follow in inches and pounds (issue 30).
    await page.getByLabel('Imperial (in, lbs)').check();
    await expect
      .poll(async () =>
        (await adminDb().doc(paths.user(parent.uid)).get()).get('measurementSystem'),
      )
      .toBe('imperial');
    // And the page has heard the save answered (the device keeps the units once saved): the
    // server may hold the change a moment before the page's write is acknowledged.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('measurement_system')))
      .toBe('imperial');
    const imperialCsv = page.waitForEvent('download', {
      predicate: (d) => d.suggestedFilename().endsWith('.csv'),
    });
    await page.getByRole('button', { name: 'Download my data' }).click();
    const imperialText = readFileSync(await (await imperialCsv).path(), 'utf8').slice(1);
    const [imperialHeader, imperialRow] = imperialText.split('\r\n');
    expect(imperialHeader).toBe([...measurementCsvColumns, ...imperialCsvColumns].join(','));
    // 118 cm, 21 kg and 18.4 cm: 46.5 in, 46.3 lb and 7.2 in.
    expect(imperialRow?.split(',').slice(-7, -4)).toEqual(['46.5', '46.3', '7.2']);
  });
});
