import { afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium in a fresh profile (PLATFORM.md flags); collects uncaught page errors. */
export async function openBrowser(
  options: { locale?: string; userAgent?: string; colorScheme?: 'light' | 'dark' } = {},
) {
  const profile = mkdtempSync(join(tmpdir(), 'sprout-e2e-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: 390, height: 844 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const pageErrors: string[] = [];
  const page: Page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** A journey's browsers: `open` starts one like openBrowser; all are closed after each test. */
export function useBrowsers() {
  const opened: Browser[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((browser) => browser.close()));
  });
  return async (options?: Parameters<typeof openBrowser>[0]) => {
    const browser = await openBrowser(options);
    opened.push(browser);
    return browser;
  };
}

/** Every line the page logs that starts with `prefix` (the emulator build logs '[analytics] …'). */
export function consoleLines(page: Page, prefix: string): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(prefix)) lines.push(message.text());
  });
  return lines;
}
