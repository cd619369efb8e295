import type { BrowserContext, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { paths, type MeasurementData } from '@sprout/core';
import { adminDb } from './admin';
import { measurementData } from './factories';

/**
 * Waits until Sprout's service worker controls the page: from then on every chunk the page loads
 * is cached (only the shell is precached), so the pages seen afterwards open offline.
 */
export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/**
 * Records in sessionStorage whether any of `texts` (claims of emptiness such as "No children yet")
 * ever appeared in the page, however briefly; read it with `claimedEmpty`.
 */
export async function recordEmptyClaims(context: BrowserContext, texts: string[]) {
  await context.addInitScript((claims) => {
    new MutationObserver(() => {
      const shown = document.body?.textContent ?? '';
      const claim = claims.find((text) => shown.includes(text));
      if (claim) sessionStorage.setItem('claimed-empty', claim);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
}

export const claimedEmpty = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('claimed-empty'));

/**
 * Forgets which queries the server answered on this device (web/src/lib/synced-queries.ts), as on
 * a device that never loaded them: their cached copies are then not shown before the server answers.
 */
export async function forgetSyncedQueries(page: Page) {
  await page.evaluate(() => localStorage.removeItem('sprout-synced-queries'));
}

/** A measurement stored as the form stores it, listed in the child's index of measurements. */
export async function addOwnMeasurement(childId: string, fields: Partial<MeasurementData> = {}) {
  const ref = adminDb().collection(paths.measurements(childId)).doc();
  const batch = adminDb().batch();
  batch.set(ref, measurementData(fields));
  batch.set(
    adminDb().doc(paths.measurementIndex(childId)),
    { ids: FieldValue.arrayUnion(ref.id) },
    { merge: true },
  );
  await batch.commit();
  return ref;
}

/** Fills a child's index of measurements to `count` ids, so the rules refuse one more. */
export async function fillMeasurementIndex(childId: string, count: number) {
  const ids = Array.from({ length: count }, (_, i) => `filler-${i}`);
  await adminDb().doc(paths.measurementIndex(childId)).set({ ids });
}

/** The stored measurements of a child with the given height (cm). */
export async function measurementsWithHeight(childId: string, height: number) {
  const snapshot = await adminDb()
    .collection(paths.measurements(childId))
    .where('height', '==', height)
    .get();
  return snapshot.docs.map((doc) => doc.data() as MeasurementData);
}
