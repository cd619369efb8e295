import { afterEach, describe, expect, it } from 'vitest';
import { clothingSizeToBuy, paths, shoeSizeForFoot, toMetric } from '@sprout/core';
import { adminDb } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { openBrowser } from '../support/browser';
import { existingParent, signIn } from '../support/accounts';

type Browser = Awaited<ReturnType<typeof openBrowser>>;
const browsers: Browser[] = [];

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function signedIn(parent: { email: string; password: string }) {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page } = browser;
  await page.goto(`${hostingUrl}/en-US/signin`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await signIn(page, parent.email, parent.password);
  await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
  return page;
}

async function childrenOf(uid: string) {
  const snap = await adminDb().collection('children').where('ownerId', '==', uid).get();
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

    // The dashboard selects the new child and opens the measurement form.
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
    await page.getByRole('tab', { name: 'Saga' }).waitFor();
    await page.getByLabel('Height (cm)').fill('120');
    await page.getByLabel('Weight (kg)').fill('22.4');
    await page.getByLabel('Foot length (cm)').fill('19');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await page.getByText('120 cm').waitFor();
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

    // Imperial (as chosen in Settings on any device): inches and pounds in, metric stored.
    await adminDb().doc(paths.user(parent.uid)).update({ measurementSystem: 'imperial' });
    await page.reload();
    // The profile's units arrive with the sign-in; the last height is then shown in inches.
    await page.getByText('47.2 in').waitFor();
    const toggle = page.getByRole('button', { name: 'Add measurement' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByLabel('Height (in)').fill('48.5');
    await page.getByLabel('Weight (lb)').fill('50');
    await page.getByLabel('Foot length (in)').fill('7.6');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    const expected = toMetric({ height: 48.5, weight: 50, footLength: 7.6 }, 'imperial');
    await expect
      .poll(async () =>
        (await adminDb().collection(paths.measurements(child.id)).get()).docs
          .map((d) => d.get('height'))
          .sort(),
      )
      .toEqual([120, expected.height].sort());

    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Name').fill('Saga Maria');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('tab', { name: 'Saga Maria' }).waitFor();
    await expect
      .poll(async () => (await adminDb().doc(paths.child(child.id)).get()).get('name'))
      .toBe('Saga Maria');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    await expect.poll(async () => (await childrenOf(parent.uid)).length).toBe(0);
  });

  it('shows a measurement added on another device without a reload', async () => {
    const parent = await existingParent('two-devices');
    const now = new Date().toISOString();
    const childRef = adminDb().collection('children').doc();
    await childRef.set({
      ownerId: parent.uid,
      viewerIds: [parent.uid],
      name: 'Ivo',
      birthDate: '2019-02-01',
      gender: 'male',
      createdAt: now,
    });
    const phone = await signedIn(parent);
    const tablet = await signedIn(parent);
    await tablet.getByRole('tab', { name: 'Ivo' }).waitFor();
    await tablet
      .getByText('No measurements yet. Add the first one to see sizes and forecasts.')
      .waitFor();

    await phone.getByRole('button', { name: 'Add measurement' }).click();
    await phone.getByLabel('Height (cm)').fill('131.5');
    await phone.getByLabel('Weight (kg)').fill('28');
    await phone.getByLabel('Foot length (cm)').fill('21');
    await phone.getByRole('button', { name: 'Save measurement' }).click();

    await tablet.getByText('131.5 cm').waitFor();
  });
});
