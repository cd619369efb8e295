import type { Page } from 'playwright-core';
import { paths } from '@sprout/core';
import { adminDb } from './admin';

// Journeys never work out "today" from the test machine's clock: they read the day from the part
// of the product that used it, so their expectations hold on any day (npm run test:dates).

/** The calendar day (UTC, YYYY-MM-DD) of the page's own clock: the day the app shows. */
export function pageToday(page: Page): Promise<string> {
  return page.evaluate(() => new Date().toISOString().slice(0, 10));
}

/** The "now" point (step 0) of a child's stored forecast, or null before there is one. */
export async function nowPoint(childId: string) {
  const now = await adminDb().collection(paths.predictions(childId)).where('step', '==', 0).get();
  return now.docs[0] ?? null;
}

/**
 * The day the server made a child's stored forecast for (its first point is "now"), once a
 * forecast is stored: the day the server's trigger saw.
 */
export async function forecastDay(childId: string): Promise<string | null> {
  return ((await nowPoint(childId))?.get('date') as string | undefined) ?? null;
}
