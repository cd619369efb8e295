import { afterAll, afterEach, onTestFailed } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags } from '../../scripts/lib/chromium-flags.mjs';
import {
  chromium,
  type Browser as ChromiumBrowser,
  type BrowserContext,
  type Page,
} from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`): the browser parents install the app in. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The headless shell of the same Chromium (`apt-get install chromium-headless-shell`: the same
 * Blink and V8, without the desktop browser's layers), in which every journey runs that does not
 * test installation or service workers. On two cores `npm run test:emulators` took 889 core-seconds
 * of CPU with it against 991 with the full Chromium everywhere (its main phase 287 s against 352 s).
 * Where it is not installed, the full Chromium stands in.
 */
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : chromiumPath);

/**
 * The date sweep (scripts/test-dates.mjs) moves every process to another day with libfaketime,
 * which makes Chromium take a minute to start: Chromium runs without it, and its pages get the
 * same shift of Date from an init script instead.
 */
const sweepOffsetMs = Number(process.env.SPROUT_CLOCK_OFFSET_MS ?? 0);
const browserEnv = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== 'LD_PRELOAD' && !key.startsWith('FAKETIME'))
      env[key] = value;
  }
  return env;
};

async function shiftPageClock(context: BrowserContext, offsetMs: number) {
  await context.addInitScript((offset) => {
    const RealDate = Date;
    const shiftedNow = () => RealDate.now() + offset;
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args: unknown[], newTarget: unknown) =>
        Reflect.construct(
          target,
          args.length === 0 ? [shiftedNow()] : args,
          newTarget as new (...a: unknown[]) => unknown,
        ) as object,
      apply: () => new RealDate(shiftedNow()).toString(),
      get: (target, key, receiver: unknown) =>
        key === 'now' ? shiftedNow : Reflect.get(target, key, receiver),
    });
  }, offsetMs);
}

/**
 * `SPROUT_E2E_CPU_THROTTLE=N` runs every page N times slower (DevTools' CPU throttling): a way to
 * find journeys that race the app on a busy machine, as CI's two shared cores sometimes are (the
 * chart journey went back from a season page React had not drawn yet). Not used by `npm test`.
 */
const cpuThrottle = Number(process.env.SPROUT_E2E_CPU_THROTTLE ?? 1);

async function throttleCpu(context: BrowserContext) {
  const throttle = async (page: Page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  };
  context.on('page', (page) => void throttle(page).catch(() => undefined));
  await Promise.all(context.pages().map(throttle));
}

type Engine = 'full' | 'shell';
const launchOptions = (engine: Engine) => ({
  executablePath: engine === 'full' ? chromiumPath : headlessShellPath,
  headless: true,
  env: browserEnv(),
  args: [...chromiumFlags],
});

const sharedChromium = new Map<Engine, Promise<ChromiumBrowser>>();

/**
 * One headless Debian Chromium of each kind per test file (PLATFORM.md flags): a new context in it
 * is a fresh profile in 0.26 s, where a browser of its own took 0.72 s for each of about a hundred
 * journeys.
 */
function chromiumForThisFile(engine: Engine): Promise<ChromiumBrowser> {
  let running = sharedChromium.get(engine);
  if (!running) {
    running = chromium.launch(launchOptions(engine));
    sharedChromium.set(engine, running);
  }
  return running;
}

/** Closes this file's Chromiums (useBrowsers does it after the file's last test). */
export async function closeChromium() {
  const running = [...sharedChromium.values()];
  sharedChromium.clear();
  await Promise.all(running.map(async (browser) => (await browser).close()));
}

type BrowserOptions = {
  locale?: string;
  userAgent?: string;
  colorScheme?: 'light' | 'dark';
  /**
   * A browser of its own with a profile on disk: Chromium offers installation only outside an
   * incognito-like context ("in-incognito"), which every new context of a shared browser is.
   */
  persistent?: boolean;
  /**
   * Service workers: blocked unless a journey tests what they do (offline use, installation,
   * updates, precaching). Every new context is a fresh profile, where a registered worker fetches
   * and caches the whole precache (54 files) again, for each of about 150 browsers.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The user's motion preference: reduced unless a journey tests an animation (the landing
   * slideshow) or the app as most parents see it. The app honours it (no chart animation).
   */
  reducedMotion?: 'reduce' | 'no-preference';
};

/**
 * A fresh browser profile (a new context: its own cookies, storage, service workers) in this
 * file's Chromium; collects uncaught page errors, and Content-Security-Policy violations and
 * texts drawn before their catalog, which fail the journey when the browser is closed.
 */
export async function openBrowser(options: BrowserOptions = {}) {
  const contextOptions = {
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: 390, height: 844 },
    serviceWorkers: options.serviceWorkers ?? 'block',
    reducedMotion: options.reducedMotion ?? 'reduce',
  };
  // Installation and service workers are tested in the browser parents use, the rest in its shell.
  const engine: Engine =
    options.persistent || contextOptions.serviceWorkers === 'allow' ? 'full' : 'shell';
  const profile = options.persistent ? mkdtempSync(join(tmpdir(), 'sprout-e2e-')) : null;
  const context: BrowserContext = profile
    ? await chromium.launchPersistentContext(profile, {
        ...launchOptions('full'),
        ...contextOptions,
      })
    : await (await chromiumForThisFile(engine)).newContext(contextOptions);
  if (sweepOffsetMs !== 0) await shiftPageClock(context, sweepOffsetMs);
  const pageErrors: string[] = [];
  const cspViolations = await recordCspViolations(context);
  const untranslated = recordUntranslated(context);
  if (cpuThrottle > 1) await throttleCpu(context);
  const page: Page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const snapshot = reportPagesIfTestFails(context);
  return {
    context,
    page,
    pageErrors,
    /** What the Content-Security-Policy refused in any page or frame of this browser. */
    cspViolations,
    /** Keeps what the pages show for the failure report (useBrowsers, before closing). */
    snapshot,
    /** Closes the browser, then fails if the CSP refused anything (a test that wants one clears the list). */
    close: async () => {
      await context.close();
      if (profile) rmSync(profile, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
      }
      if (untranslated.length > 0) {
        throw new Error(`Texts drawn before their catalog:\n${untranslated.join('\n')}`);
      }
    },
  };
}

/**
 * What the pages said (console warnings and errors, uncaught errors, failed requests), printed
 * only when the test fails: a journey that fails under load in CI leaves its reason in the log.
 */
function reportPagesIfTestFails(context: BrowserContext) {
  const started = Date.now();
  const lines: string[] = [];
  // A line said again and again (a sandboxed frame refusing each script) is kept once with its
  // count: 50 copies once filled the end of a CI log that should have named the failed test.
  let last = { line: '', text: '', count: 0 };
  const note = (said: string) => {
    const text = said.slice(0, 400);
    const at = `+${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (text === last.text) {
      last.count += 1;
      lines[lines.length - 1] = `${last.line} (×${last.count}, the last at ${at})`;
      return;
    }
    last = { line: `${at} ${text}`, text, count: 1 };
    lines.push(last.line);
  };
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(`console.${message.type()} ${message.text()} (${page.url()})`);
    });
    page.on('pageerror', (error) => note(`page error ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('requestfailed', (request) =>
    note(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  // What each open page shows: a wait that timed out says what it waited for, not what was
  // there instead (a spinner, an error, the previous page). Taken when the test fails, or by
  // `useBrowsers` just before it closes a failed test's browsers (which runs first).
  let shown: string[] | null = null;
  const snapshot = async () => {
    shown = await Promise.all(
      context.pages().map(async (page) => {
        const text = await page
          .locator('body')
          .innerText({ timeout: 2000 })
          .catch((error: unknown) => `(unreadable: ${String(error).slice(0, 80)})`);
        // Typed values are not in the text; passwords stay out.
        const fields = await Promise.race([
          page.evaluate(() =>
            Array.from(document.querySelectorAll('input, textarea, select'))
              .filter((field) => !(field instanceof HTMLInputElement && field.type === 'password'))
              .map((field) => {
                const named = field as HTMLInputElement;
                return `${named.name || named.id}=${JSON.stringify(named.value)}`;
              })
              .join(' '),
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve('(no answer)'), 2000)),
        ]).catch(() => '');
        return `${page.url()}:\n  ${text.replace(/\s+/g, ' ').slice(0, 600)}${fields ? `\n  fields: ${fields.slice(0, 300)}` : ''}`;
      }),
    ).catch(() => []);
  };
  try {
    onTestFailed(async () => {
      if (!shown) await snapshot();
      console.error(
        `What the browser saw:\n${lines.join('\n')}\nWhat it showed at the end:\n${(shown ?? []).join('\n')}`,
      );
    });
  } catch {
    // Opened outside a test (a script): nothing to report to.
  }
  return snapshot;
}

/**
 * Lingui's warning for a text drawn without its catalog. The build keeps only the messages' ids,
 * so the page showed (or read out) an id such as "Pwqkdw" instead of the text.
 */
function recordUntranslated(context: BrowserContext): string[] {
  const found: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'warning' && text.startsWith('Uncompiled message detected')) {
      const id = /^> (.*)$/m.exec(text)?.[1] ?? '?';
      found.push(`"${id}" at ${message.page()?.url() ?? 'a worker'}`);
    }
  });
  return found;
}

/**
 * Every `securitypolicyviolation` event of every document in the context (pages, popups, frames),
 * registered before any of the page's own scripts run.
 */
async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__sproutCspViolation', ({ frame }, text: string) => {
    violations.push(`${text} (page ${frame.url()})`);
  });
  await context.addInitScript(() => {
    const report = (text: string) =>
      (
        window as unknown as { __sproutCspViolation?: (text: string) => void }
      ).__sproutCspViolation?.(text);
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const sample = event.sample ? ` "${event.sample}"` : '';
        report(`${event.effectiveDirective} refused ${event.blockedURI}${sample}${where}`);
      },
      true,
    );
  });
  return violations;
}

export type Browser = Awaited<ReturnType<typeof openBrowser>>;

/**
 * A journey's browsers: `open` starts one like openBrowser (with the file's `defaults` under its
 * own options); all are closed after each test.
 */
export function useBrowsers(defaults: BrowserOptions = {}) {
  const opened: Browser[] = [];
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await Promise.all(opened.map((b) => b.snapshot()));
    await Promise.all(opened.splice(0).map((browser) => browser.close()));
  });
  afterAll(closeChromium);
  return async (options?: Parameters<typeof openBrowser>[0]) => {
    const browser = await openBrowser({ ...defaults, ...options });
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
