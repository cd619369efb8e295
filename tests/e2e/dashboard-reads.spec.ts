import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '@sprout/core';
import { adminDb } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { measurementData } from '../support/factories';
import {
  holdListen,
  listenReads,
  readsTable,
  recordFirestoreTraffic,
  releaseListen,
  totalReads,
  type Exchange,
  type TargetReads,
} from '../support/firestore-reads';

/**
 * How many Firestore documents the dashboard costs to open (issue 18: at most one read per child
 * and per measurement shown, and a second open from the persistent cache), for a parent like the
 * demo parent: two children with nine measurements each, and the server's forecast.
 *
 * How reads are counted: on the wire, in the browser (tests/support/firestore-reads.ts). The page's
 * Firestore SDK receives every document over its Listen channel, one `documentChange` per document
 * per target, so wrapping `fetch` in an init script sees exactly what the backend served, target by
 * target, without touching the app. Counted as Firestore bills listeners: each document sent, and
 * at least one read for a query answered with nothing (a missing document's get counts 1 too).
 * The alternatives were worse: the Firestore emulator counts no documents served (firebase-tools
 * 13.35.1 and the emulator offer data reset, export, rule coverage and the Emulator UI's stream of
 * rule evaluations), and a counter in the app's snapshot handler (metadata.fromCache false) would
 * count every document of every server-confirmed snapshot, including the unchanged ones a resumed
 * listener is never sent: it would overcount exactly the second open measured here, and it would
 * need app code for a test.
 *
 * The second open holds the page's Listen channel until the dashboard is drawn: what it shows then
 * came from the device's cache. The Firestore emulator answers every resumed target with RESET and
 * sends all its documents again (production answers a resume token with the changes since, when
 * the listener was away less than 30 minutes), so the second open's wire count is the emulator's;
 * what the app controls is asserted: every target resumes with the cache's token, no other queries,
 * and none of the documents sent again changed between the opens, so a backend that honours the
 * tokens would send none.
 */
const openBrowser = useBrowsers();

// Roughly every six weeks over the past year, as the demo parent measures (scripts/seed/seed.mjs).
const measuredOn = [
  '2025-11-16',
  '2026-01-04',
  '2026-02-15',
  '2026-03-29',
  '2026-05-10',
  '2026-06-21',
  '2026-08-09',
  '2026-09-20',
  '2026-11-01',
];

/**
 * Adds a measurement per date, one at a time, each time until its forecast is written: the
 * trigger recomputes the whole forecast after every measurement, and a forecast rewritten while
 * the dashboard opens would be counted as reads of the page.
 */
async function measureOverTheYear(childId: string, firstHeight: number) {
  for (const [i, measuredAt] of measuredOn.entries()) {
    const ref = adminDb().collection(paths.measurements(childId)).doc();
    const { writeTime } = await ref.set(
      measurementData({
        measuredAt,
        height: firstHeight + i,
        weight: 15 + i * 0.4,
        footLength: 15 + i * 0.2,
      }),
    );
    const written = writeTime.toDate().toISOString();
    await expect
      .poll(
        async () => {
          const points = await adminDb().collection(paths.predictions(childId)).get();
          return points.size > 0 && points.docs.every((d) => d.get('generatedAt') >= written);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }
}

async function demoLikeParent() {
  const parent = await existingParent('dashboard-reads');
  // One after the other, so Elsa is the older entry and the dashboard opens on her.
  const elsa = await addOwnChild(parent.uid, {
    name: 'Elsa',
    birthDate: '2021-04-09',
    gender: 'female',
  });
  const leo = await addOwnChild(parent.uid, {
    name: 'Leo',
    birthDate: '2024-02-20',
    gender: 'male',
  });
  await Promise.all([measureOverTheYear(elsa.id, 104), measureOverTheYear(leo.id, 76)]);
  return { parent, elsaId: elsa.id, leoId: leo.id };
}

/** The dashboard with its data: both children, Elsa's latest height, sizes and forecast. */
async function dashboardShown(page: Page) {
  await page.getByRole('tab', { name: 'Elsa' }).waitFor();
  await page.getByRole('tab', { name: 'Leo' }).waitFor();
  await page.getByText('112 cm', { exact: true }).first().waitFor();
  await page.getByTestId('clothing-size').waitFor();
  await page.locator('.seasons__size').first().waitFor();
}

/**
 * The reads of one page load once every query it started has its complete answer (and a moment
 * later, in case one starts late, that one too).
 */
async function settledReads(page: Page, traffic: Map<string, Exchange>, expected: string[]) {
  const settled = () => {
    const targets = listenReads(traffic.values());
    const answered = new Set(targets.filter((t) => t.current).map((t) => t.query));
    return expected.every((query) => answered.has(query)) && targets.every((t) => t.current);
  };
  await expect.poll(settled, { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  await expect.poll(settled, { timeout: 30_000 }).toBe(true);
  return listenReads(traffic.values());
}

const documentsOf = (targets: TargetReads[]) => targets.flatMap((t) => t.documents);

describe('dashboard reads', () => {
  it('opens within a read per child, measurement and forecast point shown, and again from the cache', async () => {
    const { parent, elsaId, leoId } = await demoLikeParent();
    const measurements = (await adminDb().collection(paths.measurements(elsaId)).get()).docs;
    const forecast = (await adminDb().collection(paths.predictions(elsaId)).get()).docs;
    const { page, context } = await openBrowser();
    const traffic = await recordFirestoreTraffic(context);
    const recommendationCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/getRecommendations')) recommendationCalls.push(request.url());
    });

    // First open: signed in on a device that never saw the account (an empty cache).
    await signInToDashboard(page, hostingUrl, parent);
    await dashboardShown(page);
    const uid = parent.uid;
    const queries = [
      // The signed-in shell (app/signed-in-sync.tsx): the profile's unit system, one document;
      // the saved products, none here, billed as 1; the children the parent follows (their
      // subscriptions), none here, billed as 1.
      `get /users/${uid}`,
      `/users/${uid}/savedProducts`,
      `/subscriptions where subscriberId EQUAL "${uid}"`,
      // The page: the parent's own children, one read each; the selected child's measurements
      // and forecast points, one read each. Nothing of the child not shown.
      `/children where ownerId EQUAL "${uid}"`,
      `/children/${elsaId}/measurements`,
      `/children/${elsaId}/predictions`,
    ];
    const shell = 3;
    const first = await settledReads(page, traffic, queries);
    console.log(readsTable('first open', first));
    console.log(
      `getRecommendations calls (server-side reads, not counted above): ${recommendationCalls.length}`,
    );

    // Counted for real: every child, every measurement and forecast point shown reached the page.
    const firstPaths = documentsOf(first).map((d) => d.path);
    expect(firstPaths).toEqual(
      expect.arrayContaining([
        `/children/${elsaId}`,
        `/children/${leoId}`,
        ...measurements.map((d) => `/${d.ref.path}`),
        ...forecast.map((d) => `/${d.ref.path}`),
      ]),
    );
    // The budget: one read per child, per measurement shown and per forecast point shown, and
    // the shell's three. Another query per child (at least one read each) or per measurement
    // exceeds it.
    const budget = 2 + measurements.length + forecast.length + shell;
    expect(totalReads(first), readsTable('first open', first)).toBeLessThanOrEqual(budget);
    expect(first.map((t) => t.query).sort()).toEqual([...queries].sort());

    // Second open: the same device reloads. Until the dashboard is drawn nothing reaches the
    // backend, so what it shows came from the persistent cache.
    traffic.clear();
    await holdListen(page);
    await page.reload();
    await dashboardShown(page).catch((error: unknown) => {
      throw new Error(
        `The second open drew no dashboard from the device's cache while the backend waited: ${String(error)}`,
      );
    });
    expect(listenReads(traffic.values())).toEqual([]);
    await releaseListen(page);
    const second = await settledReads(page, traffic, queries);
    console.log(readsTable('second open', second));

    // Every query resumes from the token the cache kept, and no other query starts.
    expect(second.map((t) => t.query).sort()).toEqual([...queries].sort());
    expect(second.filter((t) => !t.resumed).map((t) => t.query)).toEqual([]);
    // Nothing changed between the opens: a backend that honours the resume tokens sends no
    // document again (at most the minimum read of each resumed query).
    const seen = new Set(documentsOf(first).map((d) => `${d.path}@${d.updateTime}`));
    const changed = documentsOf(second).filter((d) => !seen.has(`${d.path}@${d.updateTime}`));
    expect(changed).toEqual([]);
    const resumedMinimum = second.length;
    console.log(
      `second open: ${totalReads(second)} reads from the emulator` +
        ` (${second.filter((t) => t.reset).length} of ${second.length} resumed targets answered with RESET);` +
        ` with resume tokens honoured: ${changed.length} documents, at most ${resumedMinimum} reads`,
    );
    // The emulator sends everything again, but never more than the first open read.
    expect(totalReads(second), readsTable('second open', second)).toBeLessThanOrEqual(
      totalReads(first),
    );
  });
});
