import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../support/emulators';
import { consoleLines, useBrowsers } from '../support/browser';

/**
 * The headers Firebase Hosting sends (firebase.json), as the Hosting emulator serves them to the
 * emulator build: the Content-Security-Policy with the emulators' origins added
 * (scripts/lib/emulator-config.mjs), and the browser enforcing it.
 */
const openBrowser = useBrowsers();

type Policy = Map<string, string[]>;

function parsePolicy(value: string | null): Policy {
  expect(value, 'Content-Security-Policy').toBeTruthy();
  const policy: Policy = new Map();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(policy.has(name), `${name} appears once`).toBe(false);
    policy.set(name, sources);
  }
  return policy;
}

type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> };
const firebaseJson = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as {
  hosting: { headers: HeaderRule[] };
  emulators: Record<string, { host: string; port: number }>;
};
// The policy of every path (the e-mail preview page has one of its own, checked below).
const productionPolicy = parsePolicy(
  firebaseJson.hosting.headers
    .filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? null,
);
const emulator = (name: string) =>
  `http://${firebaseJson.emulators[name]?.host}:${firebaseJson.emulators[name]?.port}`;

const firebaseEndpoints = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://*.cloudfunctions.net',
];

// A page, a deep route of each kind (public share link, guarded page), a static file and an asset.
const paths = ['/', '/en-US/share/abcdefghijklmnop', '/sv/dashboard', '/theme-init.js'];

describe('security headers', () => {
  it.each(paths)(
    '%s carries HSTS, Permissions-Policy, nosniff, the referrer policy and the CSP',
    async (path) => {
      const res = await fetch(`${hostingUrl}${path}`);
      expect(res.status).toBe(200);
      const header = (name: string) => res.headers.get(name);
      expect(header('strict-transport-security')).toMatch(
        /^max-age=(\d+); includeSubDomains(; preload)?$/,
      );
      expect(Number(/max-age=(\d+)/.exec(header('strict-transport-security') ?? '')?.[1])).toBe(
        63072000,
      );
      const permissions = (header('permissions-policy') ?? '').split(/,\s*/);
      expect(permissions).toEqual(
        expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']),
      );
      expect(header('x-content-type-options')).toBe('nosniff');
      expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header('x-frame-options')).toBe('DENY');

      const policy = parsePolicy(header('content-security-policy'));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      // Scripts: own files and Google's sign-in, analytics and reCAPTCHA scripts; nothing inline.
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0]).toBe("'self'");
      for (const source of scripts.slice(1))
        expect(source).toMatch(/^https:\/\/[a-z.]+\.com(\/|$)/);
      // Styles: own files (ApexCharts' sheet is a file too, components/charts/line-chart.tsx) and
      // the unsubscribe page's one style element by its hash (its unit test checks which); never
      // 'unsafe-inline'.
      expect(policy.get('style-src')).toEqual([
        "'self'",
        expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      ]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
      // connect-src: Firebase's endpoints, and in this emulator build the emulators' origins.
      expect(policy.get('connect-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          ...firebaseEndpoints,
          emulator('auth'),
          emulator('firestore'),
          emulator('functions'),
        ]),
      );
      expect(policy.get('frame-src')).toEqual(
        expect.arrayContaining(["'self'", 'https://*.firebaseapp.com', emulator('auth')]),
      );
      // Nothing anywhere in the policy opens the door to inline code or eval.
      const everything = [...policy.values()].flat();
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'http:']) {
        expect(everything, unsafe).not.toContain(unsafe);
      }
    },
  );

  it("production's policy (firebase.json) allows no emulator; the emulators' copy adds only their origins", async () => {
    const local = [...productionPolicy.values()]
      .flat()
      .filter((s) => /127\.0\.0\.1|localhost|^http:/.test(s));
    expect(local).toEqual([]);
    expect(productionPolicy.get('connect-src')).toEqual(expect.arrayContaining(firebaseEndpoints));

    const served = parsePolicy(
      (await fetch(`${hostingUrl}/`)).headers.get('content-security-policy'),
    );
    const added = new Map([
      ['connect-src', [emulator('auth'), emulator('firestore'), emulator('functions')]],
      ['frame-src', [emulator('auth')]],
    ]);
    expect([...served.keys()]).toEqual([...productionPolicy.keys()]);
    for (const [name, sources] of productionPolicy) {
      expect(served.get(name), name).toEqual([...sources, ...(added.get(name) ?? [])]);
    }
  });

  it('serves a page without inline script: the theme bootstrap is a file of its own', async () => {
    const html = await (await fetch(`${hostingUrl}/en-US`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).toContain('<script src="/theme-init.js"></script>');
    const theme = await fetch(`${hostingUrl}/theme-init.js`);
    expect(theme.headers.get('content-type')).toMatch(/javascript/);
    expect(await theme.text()).toContain("localStorage.getItem('theme')");
  });

  it("serves the admin's e-mail preview page under a policy of its own, framed only by the app", async () => {
    const res = await fetch(`${hostingUrl}/email-preview.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    // The e-mail's inline styles, as a mail client applies them; no script but the page's file;
    // no request but images; nothing it could post a form to; only the app may frame it.
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'font-src': ["'self'", 'data:', 'https:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
    });
    const html = await res.text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/email-preview.js">',
    ]);
  });
});

describe('the policy in the browser', () => {
  it('runs the app with no violation, and refuses inline script and foreign frames', async () => {
    const browser = await openBrowser({ colorScheme: 'dark' });
    const { page } = browser;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content Security Policy/i.test(message.text())) {
        warnings.push(message.text());
      }
    });
    await page.goto(`${hostingUrl}/en-US`);
    await page.getByRole('heading', { level: 1, name: /Know which size fits/ }).waitFor();
    // The theme file ran before the app (dark system theme, nothing stored).
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(browser.cspViolations).toEqual([]);
    // Every directive of the headers was understood (Chromium warns on unknown features).
    expect(warnings).toEqual([]);

    // What an injected script would try: it does not run, and the journeys' recorder sees it.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, 'http://127.0.0.1:8025/');
    await expect.poll(() => browser.cspViolations.length).toBe(2);
    expect(browser.cspViolations[0]).toMatch(/^script-src-elem refused inline/);
    expect(browser.cspViolations[1]).toMatch(/^frame-src refused http:\/\/127\.0\.0\.1:8025/);
    // Seen and checked: the browser's close would otherwise fail this test.
    browser.cspViolations.splice(0);
  });

  it("shows an e-mail's styles in the preview frame, but never runs its scripts", async () => {
    const browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${hostingUrl}/en-US`);
    await page.getByRole('heading', { level: 1, name: /Know which size fits/ }).waitFor();
    // What the frame's e-mail would say to this page if any of its script ran.
    const said: string[] = [];
    await page.exposeFunction('__heard', (text: string) => said.push(text));
    await page.evaluate(() =>
      window.addEventListener('message', (event) =>
        (window as unknown as { __heard: (text: string) => void }).__heard(String(event.data)),
      ),
    );
    // As Email Settings does (email-preview.tsx): the page in a sandboxed frame, sent the HTML.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.sandbox.add('allow-scripts');
          frame.src = '/email-preview.html';
          frame.addEventListener('load', () => {
            frame.contentWindow?.postMessage(
              {
                type: 'sprout-email-preview',
                html:
                  '<html><head><style>p { font-size: 31px }</style></head><body>' +
                  '<p style="color: rgb(1, 2, 3)">Hello</p>' +
                  '<script>parent.postMessage("script ran", "*")</script>' +
                  '<img src="data:," onerror="parent.postMessage(\'handler ran\', \'*\')">' +
                  '<a href="/en-US/signin">away</a></body></html>',
              },
              '*',
            );
            resolve();
          });
          document.body.append(frame);
        }),
    );
    const email = page.frameLocator('iframe[src="/email-preview.html"]');
    const hello = email.getByText('Hello');
    await hello.waitFor();
    expect(
      await hello.evaluate((p) => [getComputedStyle(p).color, getComputedStyle(p).fontSize]),
    ).toEqual(['rgb(1, 2, 3)', '31px']);
    // A link in the e-mail leaves the preview where it is.
    await email.getByRole('link', { name: 'away' }).click();
    await email.getByText('Hello').waitFor();
    // The e-mail's inline handler is refused by the frame's policy (seen by the recorder);
    // its script element never runs (parsed, not written).
    await expect.poll(() => browser.cspViolations.length).toBe(1);
    expect(browser.cspViolations[0]).toMatch(/^script-src-attr refused inline/);
    expect(said).toEqual([]);
    browser.cspViolations.splice(0);
  });

  it("lets Google sign-in load Google's popup helper", async () => {
    const { page, context } = await openBrowser();
    // Offline here (docs/testing.md): the request is answered with a network error, which the
    // page shows as a failed sign-in. A script the CSP refused would never reach the network.
    const requested: string[] = [];
    await context.route('https://apis.google.com/**', (route) => {
      requested.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(`${hostingUrl}/en-US/signin`);
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested[0]).toMatch(/^https:\/\/apis\.google\.com\/js\/api\.js/);
    // The browser's close fails the test on any violation.
  });
});

describe('analytics on a share page', () => {
  it('records the share link with a placeholder, never its token', async () => {
    const { page } = await openBrowser();
    const token = 'TokenThatMustNotLeak0123456789';
    // The emulator build's analytics log to the console what production sends Google Analytics.
    const analytics = consoleLines(page, '[analytics]');
    await page.goto(`${hostingUrl}/en-US/share/${token}?ref=${token}`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => analytics.length).toBeGreaterThan(0);
    expect(analytics[0]).toContain('consent_granted');
    expect(analytics[0]).toContain(`page_location: ${hostingUrl}/en-US/share/[token]`);
    expect(analytics[0]).toContain('page_path: /en-US/share/[token]');
    expect(analytics.filter((line) => line.includes(token))).toEqual([]);
  });
});
