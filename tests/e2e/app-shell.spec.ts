import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hostingUrl } from '../support/emulators';
import { consoleLines, useBrowsers } from '../support/browser';
import { adminAuth } from '../support/admin';
import { existingParent, signInToDashboard } from '../support/accounts';

/**
 * The frame every page lives in, driven through the production build on the Hosting emulator:
 * language routing, switching, Arabic, theme, consent, slideshow, in-app browsers, accessibility.
 */
const open = useBrowsers();

/** Holds the page's requests for `url` until the returned function is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

async function settle(page: Page, expectedPath: string) {
  await page.waitForURL((url) => url.pathname === expectedPath);
  await page.locator('main').first().waitFor();
}

describe('language routing', () => {
  it('sends / to the browser language, and to en-US when Sprout does not speak it', async () => {
    const { page, context } = await open({ locale: 'sv-SE' });
    await page.goto(`${hostingUrl}/`);
    await settle(page, '/sv');
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    await context.close();

    const other = await open({ locale: 'pt-BR' });
    await other.page.goto(`${hostingUrl}/`);
    await settle(other.page, '/en-US');
  });

  it('prefers the stored language over the browser language', async () => {
    const { page } = await open({ locale: 'sv-SE' });
    await page.goto(`${hostingUrl}/de`);
    await settle(page, '/de');
    await page.goto(`${hostingUrl}/`);
    await settle(page, '/de');
  });

  it('puts a language in front of paths without one, legal pages included', async () => {
    const { page } = await open();
    await page.goto(`${hostingUrl}/terms`);
    await settle(page, '/en-US/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${hostingUrl}/privacy?from=mail`);
    await settle(page, '/en-US/privacy');
    expect(new URL(page.url()).search).toBe('?from=mail');
  });

  it('sends unknown paths to the language home page', async () => {
    const { page } = await open();
    await page.goto(`${hostingUrl}/sv/no/such/page`);
    await settle(page, '/sv');
    // The language last used (sv, stored) wins for a path without one.
    await page.goto(`${hostingUrl}/xx/privacy`);
    await settle(page, '/sv');
  });

  it('guards signed-in pages: /dashboard goes to sign-in under a language', async () => {
    const { page } = await open();
    await page.goto(`${hostingUrl}/dashboard`);
    await settle(page, '/en-US/signin');
  });

  it('replaces history when it redirects, so Back does not bounce', async () => {
    const { page } = await open();
    await page.goto(`${hostingUrl}/en-US`);
    await settle(page, '/en-US');
    await page.goto(`${hostingUrl}/about`);
    await settle(page, '/en-US/about');
    await page.goBack();
    await settle(page, '/en-US');
  });
});

describe('a session this device remembers', () => {
  it('greets the parent on the dashboard before Auth has answered, then loads their page', async () => {
    const parent = await existingParent('Remembered Rita');
    const { page } = await open();
    await signInToDashboard(page, hostingUrl, parent);
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    // Firebase (app and Auth) held back on the next visit: what paints without it is the frame.
    // Without the service worker, which would serve the file from its precache, unrouted.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
    const releaseFirebase = await holdRequests(page, /\/assets\/firebase-[^/]*\.js$/);
    // When the greeting reached the page: Firebase is asked for after the frame's paint, not
    // after index.html's logo row (the document's first contentful paint).
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('h1')?.textContent?.includes('Welcome')) return;
        sessionStorage.setItem('greetedAt', String(performance.now()));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Remembered Rita' }).waitFor();
    expect(await page.getByRole('heading', { name: 'No children yet' }).count()).toBe(0);
    releaseFirebase();
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    const { greetedAt, firebaseAskedAt } = await page.evaluate(() => ({
      greetedAt: Number(sessionStorage.getItem('greetedAt')),
      firebaseAskedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/firebase-[^/]*\.js$/.test(entry.name))
        .map((entry) => entry.startTime)[0],
    }));
    expect(greetedAt).toBeGreaterThan(0);
    expect(firebaseAskedAt, 'Firebase asked for before the greeting').toBeGreaterThan(greetedAt);
  });

  it('sends a visitor whose remembered session has ended to sign-in', async () => {
    const { page } = await open();
    await page.goto(`${hostingUrl}/en-US`);
    await page.evaluate(() => {
      localStorage.setItem('sprout.signedIn', '1');
      localStorage.setItem('sprout.signedInName', 'Gone Gary');
    });
    await page.goto(`${hostingUrl}/en-US/dashboard`);
    await settle(page, '/en-US/signin');
    // Auth said nobody: the device forgets the name too.
    expect(await page.evaluate(() => localStorage.getItem('sprout.signedInName'))).toBeNull();
  });
});

describe('languages', () => {
  it('switches language from the footer menu, keeping the page', async () => {
    const { page } = await open();
    await page.goto(`${hostingUrl}/en-US/terms`);
    await settle(page, '/en-US/terms');
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByLabel('Language and country').selectOption('SE');
    await settle(page, '/sv/terms');
    // The Swedish catalog loads after the URL changes.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('sv');
    await page.waitForFunction(
      (before) => document.querySelector('h1')?.textContent !== before,
      english,
    );
    const stored = await page.evaluate(() => localStorage.getItem('preferred-locale'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ language: 'sv', code: 'SE' });
    // The spec's second key: the language selection on its own.
    expect(await page.evaluate(() => localStorage.getItem('translations'))).toBe('sv');
  });

  it('lays Arabic out right to left', async () => {
    const { page } = await open({ locale: 'ar-SA' });
    await page.goto(`${hostingUrl}/`);
    await settle(page, '/ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    const logo = await page.locator('.header__logo').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    // The logo sits at the start of the line, which in Arabic is the right.
    expect(logo && logo.x).toBeGreaterThan(width / 2);
  });
});

describe('the first paint', () => {
  it('paints the logo row before the app’s code arrives, already right to left in Arabic', async () => {
    const { page } = await open({ locale: 'ar-SA' });
    // The entry chunk, which everything the app draws waits for (a first visit: no worker yet).
    const releaseApp = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(`${hostingUrl}/ar`, { waitUntil: 'commit' });
    const logo = page.locator('.header__logo');
    await expect.poll(() => logo.textContent()).toBe('Sprout');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    const before = await logo.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(before && before.x).toBeGreaterThan(width / 2);
    expect(await page.locator('main').count()).toBe(0);
    releaseApp();
    await settle(page, '/ar');
    // The app's header took the logo row's place: the logo did not move.
    const after = await page.locator('.header__logo').boundingBox();
    expect(after).toEqual(before);
    expect(await page.locator('.header__logo').count()).toBe(1);
  });
});

describe('theme', () => {
  it('follows the system, then the stored choice, with no flash on load', async () => {
    const { page } = await open({ colorScheme: 'dark' });
    // Records every value data-theme takes while the page loads: one value means no flash.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { themes: string[] }).themes = seen;
      new MutationObserver(() => seen.push(document.documentElement.dataset.theme ?? '')).observe(
        document,
        { subtree: true, attributes: true, attributeFilter: ['data-theme'] },
      );
    });
    const themes = () => page.evaluate(() => (window as unknown as { themes: string[] }).themes);
    await page.goto(`${hostingUrl}/en-US`);
    await settle(page, '/en-US');
    expect(await themes()).toEqual(['dark']);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await settle(page, '/en-US');
    expect(await themes()).toEqual(['light']);
  });
});

describe('header', () => {
  it('keeps a long name, theme and menu on one row on a phone, and drops the menu where links show', async () => {
    const parent = await existingParent('header');
    const name = 'Alexandra Lindqvist-Johansson';
    await adminAuth().updateUser(parent.uid, { displayName: name });
    const { page } = await open();
    await page.setViewportSize({ width: 375, height: 812 });
    await signInToDashboard(page, hostingUrl, parent);

    const user = page.getByText(name, { exact: true });
    const theme = page.getByRole('button', { name: 'Dark theme' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const logo = page.getByRole('link', { name: 'Sprout, to the dashboard' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const boxes = await Promise.all([logo, user, theme, menu].map((l) => l.boundingBox()));
    const [logoBox, userBox, themeBox, menuBox] = boxes;
    if (!logoBox || !userBox || !themeBox || !menuBox) throw new Error('Header not laid out');
    // One row: every centre on the logo's line, the name truncated to at most 120 px (spec).
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const box of [userBox, themeBox, menuBox]) {
      expect(Math.abs(middle(box) - middle(logoBox))).toBeLessThan(4);
    }
    expect(userBox.width).toBeLessThanOrEqual(120);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
    expect(await user.getAttribute('title')).toBe(name);
    expect(await nav.getByRole('link', { name: 'Settings', exact: true }).isVisible()).toBe(false);

    // A tablet: the links do not fit beside the name yet, so the menu holds them.
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await nav.getByRole('link', { name: 'Settings', exact: true }).isVisible()).toBe(false);
    await menu.click();
    await nav.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    await menu.click();

    // A desktop: the links show, so the menu button does not.
    await page.setViewportSize({ width: 1280, height: 800 });
    await nav.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Saved products', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByText(name, { exact: true }).isVisible()).toBe(true);
  });
});

describe('focus', () => {
  it("moves to the new page's heading after a navigation, by keyboard", async () => {
    const parent = await existingParent('focus-after-navigation');
    const { page } = await open();
    await signInToDashboard(page, hostingUrl, parent);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The code that moves focus loads once the page has settled (the first paint never waits).
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/after-settle')),
    );
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active ? `${active.tagName} ${active.textContent ?? ''}` : '';
      });
    // The phone's menu, by keyboard: Settings, then Enter.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${hostingUrl}/en-US/settings`);
    // The settings page's code may still be loading on a busy machine: its heading comes later.
    await expect.poll(focused, { timeout: 15_000 }).toBe('H1 Settings');
    // Tab goes on from the heading into the page, not back to the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
  });
});

describe('cookie consent', () => {
  it('records nothing after Reject, and remembers the choice', async () => {
    const { page } = await open();
    const analytics = consoleLines(page, '[analytics]');
    await page.goto(`${hostingUrl}/en-US`);
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('region', { name: 'Cookies and privacy' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');
    await page.reload();
    await settle(page, '/en-US');
    expect(await page.getByRole('region', { name: 'Cookies and privacy' }).count()).toBe(0);
    expect(analytics).toEqual([]);
  });

  it('grants analytics after Accept, and again on the next visit', async () => {
    const { page } = await open();
    const analytics = consoleLines(page, '[analytics]');
    await page.goto(`${hostingUrl}/en-US`);
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
    await expect.poll(() => analytics.length).toBe(1);
    await page.reload();
    await settle(page, '/en-US');
    await expect.poll(() => analytics.length).toBe(2);
    expect(analytics.every((line) => line.includes('consent_granted'))).toBe(true);
  });
});

describe('landing slideshow', () => {
  it('moves every 5 s and holds for 10 s after a manual change', async () => {
    // The slideshow only moves for a user who has not asked for reduced motion.
    const { page } = await open({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto(`${hostingUrl}/en-US`);
    await settle(page, '/en-US');
    const current = () =>
      page
        .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
        .first()
        .getAttribute('aria-label');
    await page.locator('[aria-roledescription="slide"]').first().waitFor();
    expect(await current()).toBe('1 of 5');
    await page.clock.runFor(5_000);
    await expect.poll(current).toBe('2 of 5');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe('3 of 5');
    // The pointer leaves the carousel (hovering it also holds the slides still).
    await page.mouse.move(1, 1);
    // Paused for 10 s after the manual change, then the 5 s rhythm resumes.
    await page.clock.runFor(9_900);
    expect(await current()).toBe('3 of 5');
    // The next slide comes one 5 s step after the pause; the page's clock also runs in real time
    // between these calls, so advance in small steps rather than by one exact amount.
    for (let i = 0; i < 7 && (await current()) === '3 of 5'; i++) await page.clock.runFor(1_000);
    expect(await current()).toBe('4 of 5');
  });
});

describe('in-app browsers', () => {
  it('tells Instagram users to open the system browser', async () => {
    const { page } = await open({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.35.91',
    });
    await page.goto(`${hostingUrl}/en-US/signin`);
    const link = page.getByRole('link', { name: 'Open in system browser' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`x-safari-http://127.0.0.1:5000/en-US/signin`);
  });
});
