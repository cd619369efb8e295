import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { waitForServiceWorkerControl } from '../support/offline';
import { chunkSources, distDir, fileSize, precacheList } from '../support/pwa-build';

/**
 * The installable app (issue 17): what the build ships to the service worker and the manifest,
 * Chromium's own installability check, the install button, the iOS how-to and the update prompt.
 */
// The installable app: its service worker is what these journeys test.
const openBrowser = useBrowsers({ serviceWorkers: 'allow' });

describe('the build', () => {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as {
    [key: string]: unknown;
    icons: { src: string; sizes: string; purpose?: string }[];
  };

  it('has a manifest with everything installation needs', () => {
    expect(manifest).toMatchObject({
      name: 'Sprout: growth and sizes',
      short_name: 'Sprout',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      id: '/',
      theme_color: '#2f7d4f',
      background_color: '#f7faf5',
    });
    expect(String(manifest.description).length).toBeGreaterThan(20);
    const sizes = manifest.icons.map(
      (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) expect(fileSize(icon.src.slice(1))).toBeGreaterThan(0);
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    // Both themes' bar colours.
    expect(html).toContain('media="(prefers-color-scheme: light)"');
    expect(html).toContain('media="(prefers-color-scheme: dark)"');
  });

  it('precaches the shell only: no source maps, no admin code, no page texts', () => {
    const entries = precacheList();
    const urls = entries.map((entry) => entry.url);
    const bytes = urls.reduce((sum, url) => sum + fileSize(url), 0);
    console.log(`precache: ${urls.length} files, ${(bytes / 1024).toFixed(0)} KiB`);

    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest']));
    // The entry chunk and its stylesheet, as index.html loads them.
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(loaded.length).toBeGreaterThan(0);
    expect(urls).toEqual(expect.arrayContaining(loaded));

    expect(urls.filter((url) => url.endsWith('.map'))).toEqual([]);
    const chunks = urls.filter((url) => url.endsWith('.js') && url.startsWith('assets/'));
    const sources = chunks.flatMap((chunk) => chunkSources(chunk).map((s) => `${chunk}: ${s}`));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((s) => s.includes('/features/admin/'))).toEqual([]);
    // Every language's shell catalog (the installed app opens offline in any language); the
    // pages' catalogs are cached when first used.
    const shellCatalogs = sources.filter((s) => /\/locales\/[\w-]+\/shell\.po/.test(s));
    expect(shellCatalogs).toHaveLength(13);
    expect(sources.filter((s) => /\/locales\/[\w-]+\/(messages|auth|legal)\.po/.test(s))).toEqual(
      [],
    );
    // Firebase and Auth come right after the first paint, so they are part of the shell too.
    expect(sources.some((s) => s.includes('/web/src/lib/firebase.ts'))).toBe(true);
    // Pages behind sign-in come on first use too.
    expect(sources.filter((s) => s.includes('dashboard-page'))).toEqual([]);
  });
});

describe('the first visit', () => {
  it('hands the chunks it loaded before the service worker took over to the worker, which caches them', async () => {
    const { page } = await openBrowser();
    // The sign-in page: its chunks and the auth catalog are not precached.
    await page.goto(`${hostingUrl}/en-US/signin`);
    await page.getByLabel('Email').waitFor();
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    );
    const precached = new Set(precacheList().map((entry) => `/${entry.url}`));
    const notPrecached = loaded.filter((path) => !precached.has(path));
    expect(notPrecached.some((path) => path.includes('signin-page'))).toBe(true);
    await waitForServiceWorkerControl(page);
    // Every one of them ends up in the worker's chunk cache, without the page fetching it again.
    await expect
      .poll(
        () =>
          page.evaluate(async (paths) => {
            const cache = await caches.open('app-chunks');
            const cached = new Set(
              (await cache.keys()).map((request) => new URL(request.url).pathname),
            );
            return paths.filter((path) => !cached.has(path));
          }, notPrecached),
        { timeout: 20_000 },
      )
      .toEqual([]);
    // The worker fetched them: the page loaded each once.
    const fetchedTwice = await page.evaluate(
      (paths) =>
        paths.filter((path) => performance.getEntriesByName(location.origin + path).length > 1),
      notPrecached,
    );
    expect(fetchedTwice).toEqual([]);
  });
});

describe('the first paint', () => {
  it('has theme-init.js preload the shell catalog of the address’s language, not another', async () => {
    const { page } = await openBrowser();
    await page.goto(`${hostingUrl}/sv`);
    const preloads = await page
      .locator('link[rel="modulepreload"][href^="/assets/shell-"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads).toHaveLength(1);
    const sources = chunkSources((preloads[0] ?? '').slice(1));
    expect(sources.some((source) => source.includes('/locales/sv/shell.po'))).toBe(true);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('sv');
  });
});

describe('installation', () => {
  it('passes Chromium’s installability check and offers Install Sprout when the browser does', async () => {
    const { page, context } = await openBrowser({ persistent: true });
    await page.goto(`${hostingUrl}/en-US`);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(url).toBe(`${hostingUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);

    // Chromium offers installation (beforeinstallprompt): the footer shows the button.
    const install = page.getByRole('button', { name: 'Install Sprout' });
    await install.waitFor();
    // The browser's own dialog cannot be answered headless: a stand-in offer records the prompt.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    await install.waitFor({ state: 'detached' });
  });

  it('tells Safari users on iPhone how to add Sprout to the home screen', async () => {
    const { page } = await openBrowser({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    await page.goto(`${hostingUrl}/en-US/about`);
    await page
      .getByText(
        'To install Sprout on your iPhone or iPad, tap Share in Safari, then Add to Home Screen.',
      )
      .waitFor();
  });
});

describe('a new version', () => {
  const sw = join(distDir, 'sw.js');
  const html = join(distDir, 'index.html');
  const saved = { sw: `${sw}.first-build`, html: `${html}.first-build` };
  // The first build is served again to the suites that follow.
  afterEach(() => {
    for (const [file, copy] of [
      [sw, saved.sw],
      [html, saved.html],
    ] as const) {
      if (!existsSync(copy)) continue;
      copyFileSync(copy, file);
      rmSync(copy);
    }
  });

  it('is offered with a Reload prompt, never by reloading the page under a form', async () => {
    const { page } = await openBrowser();
    // Counts registrations: one registered while React rendered could be registered twice, and
    // the render that heard "installed" thrown away (the offline toast then never showed).
    await page.context().addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      sessionStorage.setItem('registrations', '0');
      container.register = (...args) => {
        sessionStorage.setItem(
          'registrations',
          String(Number(sessionStorage.getItem('registrations')) + 1),
        );
        return register(...args);
      };
    });
    await page.goto(`${hostingUrl}/en-US/signin`);
    await page.getByRole('button', { name: 'Reject' }).click();
    await waitForServiceWorkerControl(page);
    await page.getByText('Sprout now works offline.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('registrations'))).toBe('1');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Email').fill('typing@example.com');

    // The second build: a new index.html, and so a new service worker precaching it.
    copyFileSync(sw, saved.sw);
    copyFileSync(html, saved.html);
    writeFileSync(html, `${readFileSync(html, 'utf8')}<!-- second build -->\n`);
    const second = readFileSync(sw, 'utf8').replace(
      /\{url:"index\.html",revision:"[^"]*"\}/,
      '{url:"index.html",revision:"second-build"}',
    );
    expect(second).toContain('second-build');
    writeFileSync(sw, second);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    await page.getByText('A new version of Sprout is ready.').waitFor({ timeout: 30_000 });
    // Nothing reloaded by itself: what was typed is still there.
    expect(await page.getByLabel('Email').inputValue()).toBe('typing@example.com');

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Update' }).click(),
    ]);
    await page.getByLabel('Email').waitFor();
    const revisions = await page.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return keys.flat().map((request) => request.url);
    });
    expect(revisions.some((url) => url.includes('index.html?__WB_REVISION__=second-build'))).toBe(
      true,
    );
  });
});
