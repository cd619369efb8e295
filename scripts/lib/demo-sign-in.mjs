// The benchmarks' way in (bench:lighthouse, bench:content): the demo parent signs in through the
// English sign-in form, then the site's caches are cleared so the next visit loads the app's code
// as a first visit does, with the session (IndexedDB) kept.

/**
 * Signs `parent` in on `page` (rejecting the cookie banner first, as the journeys do:
 * tests/support/accounts.ts), leaves the page for about:blank and clears the HTTP cache, the
 * service worker and Cache Storage of `hostingUrl`. Returns the dashboard's address (the
 * profile's language decides which) and the page's DevTools session, still open.
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, password: string }} parent
 * @param {string} hostingUrl
 */
export async function signInThenForgetCaches(page, parent, hostingUrl) {
  await page.goto(`${hostingUrl}/en-US/signin`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  const dashboard = page.url();
  // Let the session and the sign-in's own writes settle before leaving the page.
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_000);
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: hostingUrl,
    storageTypes: 'service_workers,cache_storage',
  });
  return { dashboard, cdp };
}
