import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual, promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TOTP } from 'otpauth';
import { URI } from 'otpauth';
import {
  adminProductPageSize,
  paths,
  productInputFrom,
  productMatchKeys,
  type AdminFailureReason,
  type AdminProduct,
  type AdminProductPage,
  type AdminProductStats,
  type AdminSessionData,
  type ProductData,
  type ProductDocument,
  type RecommendationsPage,
  type StartAdminSessionResult,
} from '@sprout/core';
import type { Query } from 'firebase-admin/firestore';
import { adminAuth, adminDb, storedCollection, storedDoc } from '../support/admin';
import { mailTo, projectId, waitForMail } from '../support/emulators';
import { functionsRegion } from '../support/client';
import { catalogueProduct, productData, uniqueEmail } from '../support/factories';
import { callError, useClients, type SignedUpClient } from '../support/harness';

/*
 * The admin endpoints on the emulators (DESIGN.md's security model, spec sections 5 to 8). Every
 * test makes its own users and products (random per run) and removes its products; the allow-list
 * is the one shared document, set here before each test and put back afterwards.
 */

const run = randomUUID().slice(0, 8);
let serial = 0;

type Client = SignedUpClient;
const clients = useClients();
const writtenProducts: string[] = [];
const defaultAllowlist = { ips: ['127.0.0.1', '::1'] };

async function setAllowlist(ips: string[]) {
  await storedDoc(paths.adminIpAllowlist()).set({ ips });
}

beforeAll(async () => {
  await setAllowlist(defaultAllowlist.ips);
});
afterEach(async () => {
  await setAllowlist(defaultAllowlist.ips);
  await Promise.all(writtenProducts.splice(0).map((id) => storedDoc(paths.product(id)).delete()));
});
afterAll(async () => {
  await setAllowlist(defaultAllowlist.ips);
});

/** A signed-up user without a profile: a parent, as far as the admin endpoints care. */
const parent = () => clients.newUser('parent', null);

/** A signed-in user made admin as `npm run admin:grant` does: the claim, the document, or both. */
async function admin(grant: { claim?: boolean; document?: boolean } = {}): Promise<Client> {
  const { claim = true, document = true } = grant;
  const client = await clients.newUser('admin', null);
  if (claim) await adminAuth().setCustomUserClaims(client.user.uid, { admin: true });
  if (document) {
    await storedDoc(paths.admin(client.user.uid)).set({
      email: client.user.email ?? '',
      createdAt: new Date().toISOString(),
    });
  }
  // The claim reaches the ID token at the next refresh.
  await client.user.getIdToken(true);
  return client;
}

async function startSession(client: Client, code?: string): Promise<string> {
  const result = await client.call<{ code?: string }, StartAdminSessionResult>(
    'startAdminSession',
    code === undefined ? {} : { code },
  );
  return result.sessionId;
}

/** An admin with a live session. */
async function signedInAdmin() {
  const client = await admin();
  const sessionId = await startSession(client);
  return { client, sessionId };
}

/** Expects the call to fail with the admin reason (and the spec's message where it has one). */
async function expectRefused(call: Promise<unknown>, reason: AdminFailureReason, message?: string) {
  const error = await callError(call);
  expect((error.details as { reason?: string } | undefined)?.reason).toBe(reason);
  // The web SDK appends the HTTP status to the function's message ('Not authenticated [401]').
  if (message) expect(error.message.replace(/ \[\d{3}\]$/, '')).toBe(message);
}

/** Expects a validation failure carrying the core validation code. */
async function expectInvalid(call: Promise<unknown>, validationCode: string) {
  const { details } = await callError(call);
  const { code, errors } = (details ?? {}) as { code?: string; errors?: string[] };
  // Which of the three (required, out-of-range, invalid-format): lib/callable's validationCodeOf.
  expect(code).toMatch(/^validation\/(required|out-of-range|invalid-format)$/);
  expect(errors).toContain(validationCode);
}

/**
 * A valid form payload: the factory's unisex winter jacket (EU 92..104) for SE, as the admin
 * form sends it, under a title and affiliate link of this run's own.
 */
function form(overrides: Record<string, unknown> = {}) {
  const n = ++serial;
  const product = productData({
    country: 'SE',
    item: 'Winter jackets',
    title: `Admin test jacket ${run} #${n}`,
    affiliateUrl: `https://shop.example/jacket-${run}-${n}`,
  });
  return { ...productInputFrom(product), ...overrides };
}

async function createProduct(client: Client, sessionId: string, product = form()) {
  const created = await client.call<object, AdminProduct>('adminCreateProduct', {
    sessionId,
    product,
  });
  writtenProducts.push(created.id);
  return created;
}

async function stored(id: string) {
  return (await storedDoc(paths.product(id)).get()).data();
}

/** getRecommendations as a parent's page calls it: a boy in SE, this winter, EU 98 and 28. */
async function recommendedIds(request: Record<string, unknown> = {}): Promise<string[]> {
  return (await recommended(request)).map((p) => p.id);
}

/** Every product a parent's recommendations list for `request` (the SE winter jacket's by default). */
async function recommended(request: Record<string, unknown> = {}) {
  const client = clients.anonymous();
  const products: RecommendationsPage['products'] = [];
  let cursor: string | null = null;
  do {
    const page: RecommendationsPage = await client.call<object, RecommendationsPage>(
      'getRecommendations',
      {
        country: 'SE',
        season: 'winter',
        gender: 'male',
        category: 'clothes',
        clothingSize: 98,
        shoeSize: 28,
        pageSize: 48,
        cursor,
        ...request,
      },
    );
    products.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  return products;
}

/** The callable as a caller at `ip` reaches it through the front end (X-Forwarded-For, last). */
async function callFrom(client: Client, ip: string, name: string, data: object) {
  const idToken = await client.user.getIdToken();
  const res = await fetch(`http://127.0.0.1:5001/${projectId}/${functionsRegion}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${idToken}`,
      'X-Forwarded-For': ip,
    },
    body: JSON.stringify({ data }),
  });
  return (await res.json()) as { error?: { message?: string; details?: { reason?: string } } };
}

/** Every admin endpoint that needs a session, with a payload that would otherwise pass. */
const sessionEndpoints: Array<[name: string, payload: (sessionId: string) => object]> = [
  ['endAdminSession', (sessionId) => ({ sessionId })],
  ['enrollAdminTotp', (sessionId) => ({ sessionId })],
  ['confirmAdminTotp', (sessionId) => ({ sessionId, code: '123456' })],
  ['adminListProducts', (sessionId) => ({ sessionId })],
  ['adminProductStats', (sessionId) => ({ sessionId })],
  ['adminCreateProduct', (sessionId) => ({ sessionId, product: form() })],
  ['adminUpdateProduct', (sessionId) => ({ sessionId, productId: 'p', changes: {} })],
  ['adminDuplicateProduct', (sessionId) => ({ sessionId, productId: 'p' })],
  ['adminDeleteProduct', (sessionId) => ({ sessionId, productId: 'p' })],
  ['adminToggleProduct', (sessionId) => ({ sessionId, productId: 'p' })],
  ['adminSendWelcomeEmail', (sessionId) => ({ sessionId, email: 'refused@sprout.test' })],
  ['adminBulkSetActive', (sessionId) => ({ sessionId, productIds: ['p'], active: false })],
  ['adminImportProducts', (sessionId) => ({ sessionId, rows: [{ line: 2, product: form() }] })],
  ['adminListActions', (sessionId) => ({ sessionId })],
  ['adminTotpStatus', (sessionId) => ({ sessionId })],
  ['disableAdminTotp', (sessionId) => ({ sessionId, code: '123456' })],
];
const allEndpoints: Array<[name: string, payload: (sessionId: string) => object]> = [
  ['startAdminSession', () => ({})],
  ...sessionEndpoints,
];

describe('every admin endpoint refuses whoever is not a signed-in admin from an allowed address', () => {
  for (const [name, payload] of allEndpoints) {
    it(`${name}: not signed in, parent, claim or document missing, address not allowed`, async () => {
      const anonymous = clients.anonymous();
      await expectRefused(
        anonymous.call(name, payload('any-session')),
        'not-authenticated',
        'Not authenticated',
      );

      const aParent = await parent();
      await expectRefused(
        aParent.call(name, payload('any-session')),
        'not-admin',
        'Not authorized as admin',
      );
      const claimOnly = await admin({ document: false });
      await expectRefused(claimOnly.call(name, payload('any-session')), 'not-admin');
      const documentOnly = await admin({ claim: false });
      await expectRefused(documentOnly.call(name, payload('any-session')), 'not-admin');

      // From an address off the list (the front end's X-Forwarded-For): the shared list stays
      // as it is, so other files' admins calling meanwhile are not refused.
      const { client, sessionId } = await signedInAdmin();
      const answer = await callFrom(client, '203.0.113.7', name, payload(sessionId));
      expect(answer.error?.details?.reason).toBe('ip-not-allowed');
      expect(answer.error?.message).toBe('IP address not whitelisted');
    });
  }
});

describe('every endpoint but startAdminSession needs a live session of the caller', () => {
  for (const [name, payload] of sessionEndpoints) {
    it(`${name}: no session, an unknown one, an expired one, another admin's`, async () => {
      const { client } = await signedInAdmin();
      const message = 'Invalid or expired session';
      await expectRefused(
        client.call(name, { ...payload('x'), sessionId: undefined }),
        'session-invalid',
        message,
      );
      await expectRefused(client.call(name, payload(randomUUID())), 'session-invalid', message);

      const expired = randomUUID();
      const past: AdminSessionData = {
        adminId: client.user.uid,
        ipAddress: '127.0.0.1',
        userAgent: 'test',
        createdAt: new Date(Date.now() - 31 * 60_000).toISOString(),
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      };
      await storedDoc(paths.adminSession(expired)).set(past);
      await expectRefused(client.call(name, payload(expired)), 'session-invalid', message);

      const other = await signedInAdmin();
      await expectRefused(client.call(name, payload(other.sessionId)), 'session-invalid', message);
    });
  }
});

describe('startAdminSession', () => {
  it('opens a 30-minute session for an admin and logs it', async () => {
    const client = await admin();
    const before = Date.now();
    const result = await client.call<object, StartAdminSessionResult>('startAdminSession', {});
    const expiresAt = Date.parse(result.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const session = (await storedDoc(paths.adminSession(result.sessionId)).get()).data();
    expect(session).toMatchObject({
      adminId: client.user.uid,
      ipAddress: '127.0.0.1',
      expiresAt: result.expiresAt,
    });
    expect(typeof session?.userAgent).toBe('string');
    const logs = await storedCollection(paths.authLogs)
      .where('userId', '==', client.user.uid)
      .get();
    expect(logs.docs.map((d) => d.data().success)).toEqual([true]);
    expect(logs.docs[0]?.data().eventType).toBe('admin_session');

    // The session works, and ends with Sign Out.
    await client.call('adminProductStats', { sessionId: result.sessionId });
    await client.call('endAdminSession', { sessionId: result.sessionId });
    await expectRefused(
      client.call('adminProductStats', { sessionId: result.sessionId }),
      'session-invalid',
    );
  });

  it('logs a parent’s refused attempt', async () => {
    const aParent = await parent();
    await expectRefused(aParent.call('startAdminSession', {}), 'not-admin');
    const logs = await storedCollection(paths.authLogs)
      .where('userId', '==', aParent.user.uid)
      .get();
    expect(logs.docs.map((d) => [d.data().success, d.data().errorMessage])).toEqual([
      [false, 'Not authorized as admin'],
    ]);
  });

  it('takes the address the front end appended last, not one the caller wrote first', async () => {
    const client = await admin();
    const idToken = await client.user.getIdToken();
    const call = (forwardedFor: string) =>
      fetch(`http://127.0.0.1:5001/${projectId}/${functionsRegion}/startAdminSession`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${idToken}`,
          'X-Forwarded-For': forwardedFor,
        },
        body: JSON.stringify({ data: {} }),
      }).then(async (res) => (await res.json()) as { error?: { details?: { reason?: string } } });
    expect((await call('127.0.0.1, 203.0.113.9')).error?.details?.reason).toBe('ip-not-allowed');
    expect((await call('203.0.113.9, 127.0.0.1')).error).toBeUndefined();
    await setAllowlist(['127.0.0.1', '203.0.113.9']);
    expect((await call('::ffff:203.0.113.9')).error).toBeUndefined();
  });
});

describe('two-factor codes (TOTP)', () => {
  const codeAt = (totp: TOTP, offsetMs = 0) => totp.generate({ timestamp: Date.now() + offsetMs });
  /** A 6-digit code that is none of the codes valid around now. */
  const wrongCode = (totp: TOTP) => {
    const valid = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((o) => codeAt(totp, o)));
    let n = Number(codeAt(totp));
    let code: string;
    do {
      n = (n + 137_911) % 1_000_000;
      code = String(n).padStart(6, '0');
    } while (valid.has(code));
    return code;
  };

  async function enrolled() {
    const { client, sessionId } = await signedInAdmin();
    const { uri } = await client.call<object, { uri: string }>('enrollAdminTotp', { sessionId });
    const totp = URI.parse(uri) as TOTP;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Sprout:/);
    expect(totp.issuer).toBe('Sprout');
    expect(totp.digits).toBe(6);
    expect(totp.period).toBe(30);
    return { client, sessionId, totp };
  }

  it('enrolment is pending until confirmed; then login asks for the code and checks it', async () => {
    const { client, sessionId, totp } = await enrolled();
    // Pending: login still works without a code.
    await startSession(client);

    await expectRefused(
      client.call('confirmAdminTotp', { sessionId, code: wrongCode(totp) }),
      'code-invalid',
      'Invalid two-factor code',
    );
    await client.call('confirmAdminTotp', { sessionId, code: codeAt(totp) });

    // The secret never leaves the server again: the admin document holds none, no call returns it.
    const adminDoc = (await storedDoc(paths.admin(client.user.uid)).get()).data();
    expect(JSON.stringify(adminDoc)).not.toContain(totp.secret.base32);

    await expectRefused(startSession(client), 'code-required');
    await expectRefused(
      startSession(client, wrongCode(totp)),
      'code-invalid',
      'Invalid two-factor code',
    );
    await expectInvalid(startSession(client, '12345'), 'admin.codeRequired');
    // The next step's code (the confirmation spent this one), accepted once only.
    const next = codeAt(totp, 30_000);
    const session = await startSession(client, next);
    await client.call('adminProductStats', { sessionId: session });
    await expectRefused(startSession(client, next), 'code-invalid');
  });

  it('confirming without an enrolment, or with a malformed code, is refused', async () => {
    const { client, sessionId } = await signedInAdmin();
    await expectRefused(
      client.call('confirmAdminTotp', { sessionId, code: '123456' }),
      'totp-not-pending',
    );
    await expectInvalid(
      client.call('confirmAdminTotp', { sessionId, code: 'abcdef' }),
      'admin.codeRequired',
    );
    await expectInvalid(client.call('confirmAdminTotp', { sessionId }), 'admin.codeRequired');
  });

  it('five wrong codes lock the login for a while, even for the right code', async () => {
    const { client, sessionId, totp } = await enrolled();
    await client.call('confirmAdminTotp', { sessionId, code: codeAt(totp) });
    for (let i = 0; i < 5; i++) {
      await expectRefused(startSession(client, wrongCode(totp)), 'code-invalid');
    }
    await expectRefused(startSession(client, codeAt(totp, 30_000)), 'too-many-codes');
  });
});

describe('every endpoint refuses a bad payload, field by field, and changes nothing', () => {
  const long = (n: number) => 'x'.repeat(n);
  /** Endpoint, the payload's fields (beside the session; a product id of `{product}`), the code. */
  const cells: Array<[name: string, fields: Record<string, unknown>, code: string]> = [
    ['startAdminSession', { code: 'abc123' }, 'admin.codeRequired'],
    ['startAdminSession', { code: '1234567' }, 'admin.codeRequired'],
    ['confirmAdminTotp', { code: '12 345' }, 'admin.codeRequired'],
    ['adminListProducts', { country: 'XX' }, 'validation.invalidFormat'],
    ['adminListProducts', { gender: 'other' }, 'validation.invalidFormat'],
    ['adminListProducts', { category: 'toys' }, 'validation.invalidFormat'],
    ['adminListProducts', { season: 'monsoon' }, 'validation.invalidFormat'],
    ['adminListProducts', { scope: 'local' }, 'validation.invalidFormat'],
    ['adminListProducts', { search: long(201) }, 'validation.invalidFormat'],
    ['adminListProducts', { cursor: long(301) }, 'validation.invalidFormat'],
    ['adminCreateProduct', {}, 'product.titleRequired'],
    [
      'adminCreateProduct',
      { product: { ...form(), title: long(201) } },
      'validation.invalidFormat',
    ],
    ['adminUpdateProduct', { changes: { price: 1 } }, 'validation.required'],
    ['adminUpdateProduct', { productId: 'a/b', changes: {} }, 'validation.invalidFormat'],
    ['adminUpdateProduct', { productId: '{product}', changes: [] }, 'validation.invalidFormat'],
    ['adminDuplicateProduct', {}, 'validation.required'],
    ['adminDuplicateProduct', { productId: ' ' }, 'validation.required'],
    ['adminDuplicateProduct', { productId: 'a/b' }, 'validation.invalidFormat'],
    ['adminDuplicateProduct', { productId: '{product}', changes: 'x' }, 'validation.invalidFormat'],
    [
      'adminDuplicateProduct',
      { productId: '{product}', changes: { price: 0 } },
      'product.pricePositive',
    ],
    [
      'adminDuplicateProduct',
      { productId: '{product}', changes: { imageUrl: 'data:,x' } },
      'product.imageUrlInvalid',
    ],
    ['adminDeleteProduct', {}, 'validation.required'],
    ['adminDeleteProduct', { productId: 'a/b' }, 'validation.invalidFormat'],
    ['adminToggleProduct', {}, 'validation.required'],
    ['adminToggleProduct', { productId: 'a/b' }, 'validation.invalidFormat'],
    ['adminToggleProduct', { productId: '{product}', active: 1 }, 'validation.invalidFormat'],
    ['adminSendWelcomeEmail', { email: 'ann@sprout' }, 'validation.emailInvalid'],
  ];

  it("each cell is refused with its validation code; the product and the admin's catalogue stay as they were", async () => {
    const { client, sessionId } = await signedInAdmin();
    // A second factor pending, so confirmAdminTotp reaches its code check.
    await client.call('enrollAdminTotp', { sessionId });
    const product = await createProduct(client, sessionId);
    const before = await stored(product.id);
    // Only this admin's products: other files' admins add products to the shared catalogue meanwhile.
    const catalogue = async () =>
      (
        await storedCollection(paths.products)
          .where('updatedBy', '==', client.user.uid)
          .count()
          .get()
      ).data().count;
    const size = await catalogue();
    for (const [name, fields, code] of cells) {
      const payload = Object.fromEntries(
        Object.entries({ sessionId, ...fields }).map(([key, value]) => [
          key,
          value === '{product}' ? product.id : value,
        ]),
      );
      const { details } = await callError(client.call(name, payload));
      const { errors } = (details ?? {}) as { errors?: string[] };
      expect(errors, `${name} ${JSON.stringify(fields).slice(0, 80)}`).toContain(code);
    }
    expect(await stored(product.id)).toEqual(before);
    expect(await catalogue()).toBe(size);
  });
});

describe('product validation (spec section 5), on create and update', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: ' ' }, 'product.titleRequired'],
    ['no season', { seasons: [] }, 'product.seasonRequired'],
    ['no min size', { minSize: '' }, 'product.sizeRequired'],
    ['no max size', { maxSize: undefined }, 'product.sizeRequired'],
    ['max below min', { minSize: '104', maxSize: '98' }, 'product.maxBelowMin'],
    ['US max below US min', { usMinSize: '10', usMaxSize: '8' }, 'product.maxBelowMin'],
    ['EU size off the table', { minSize: 'abc' }, 'product.euSizeUnknown'],
    ['EU size far off the table', { maxSize: '950' }, 'product.euSizeUnknown'],
    ['a shoe size on clothing', { minSize: '27' }, 'product.euSizeUnknown'],
    ['US size of another category', { usMinSize: '7.5C' }, 'product.usSizeUnknown'],
    ['subcategory of another category', { subcategory: 'Sandals' }, 'product.notInTaxonomy'],
    ['item not in the taxonomy', { item: 'Jetpacks' }, 'product.notInTaxonomy'],
    ['no price', { price: '' }, 'product.priceRequired'],
    ['price not a number', { price: 'ten' }, 'product.pricePositive'],
    ['price zero', { price: 0 }, 'product.pricePositive'],
    ['price negative', { price: -5 }, 'product.pricePositive'],
    ['price below a cent', { price: 10.005 }, 'product.priceDecimals'],
    ['no image URL', { imageUrl: '' }, 'product.imageUrlRequired'],
    ['image URL not https', { imageUrl: 'ftp://img.example/a.jpg' }, 'product.imageUrlInvalid'],
    ['image URL at http', { imageUrl: 'http://img.example/a.jpg' }, 'product.imageUrlInvalid'],
    ['no affiliate URL', { affiliateUrl: '' }, 'product.affiliateUrlRequired'],
    ['affiliate URL not http(s)', { affiliateUrl: 'javascript:alert(1)' }, 'product.urlInvalid'],
    ['unknown category', { category: 'toys' }, 'validation.invalidFormat'],
    ['unknown country', { country: 'XX' }, 'validation.invalidFormat'],
    ['a Swedish title too long', { titles: { sv: 'x'.repeat(201) } }, 'validation.invalidFormat'],
  ];

  it('create refuses each broken field, and stores nothing', async () => {
    const { client, sessionId } = await signedInAdmin();
    for (const [, change, code] of cases) {
      const title = `Invalid ${run} ${code}`;
      await expectInvalid(
        client.call('adminCreateProduct', {
          sessionId,
          product: { ...form({ title }), ...change },
        }),
        code,
      );
    }
    const leftovers = await storedCollection(paths.products)
      .where('affiliateUrl', '>=', `https://shop.example/jacket-${run}`)
      .where('affiliateUrl', '<', `https://shop.example/jacket-${run}~`)
      .get();
    expect(leftovers.size).toBe(0);
  });

  it('update refuses each broken field against the stored product, and changes nothing', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await createProduct(client, sessionId);
    const before = await stored(created.id);
    for (const [, change, code] of cases) {
      const changes =
        'maxSize' in change && change.maxSize === undefined ? { maxSize: '' } : change;
      await expectInvalid(
        client.call('adminUpdateProduct', { sessionId, productId: created.id, changes }),
        code,
      );
    }
    // Against the stored sizes: a new minimum above the stored maximum.
    await expectInvalid(
      client.call('adminUpdateProduct', {
        sessionId,
        productId: created.id,
        changes: { minSize: '110' },
      }),
      'product.maxBelowMin',
    );
    await expectInvalid(
      client.call('adminUpdateProduct', { sessionId, productId: created.id, changes: 'price' }),
      'validation.invalidFormat',
    );
    expect(await stored(created.id)).toEqual(before);
  });
});

describe('the catalogue through the admin endpoints', () => {
  it('stats are aggregation counts equal to a direct count', async () => {
    const { client, sessionId } = await signedInAdmin();
    await createProduct(
      client,
      sessionId,
      form({
        category: 'shoes',
        subcategory: 'Sandals',
        item: 'Sandals',
        minSize: '27',
        maxSize: '30',
        usMinSize: '',
        usMaxSize: '',
      }),
    );
    await createProduct(client, sessionId, form({ country: 'global', active: false }));
    const products = storedCollection(paths.products);
    const count = async (query: Query<ProductDocument, ProductDocument>) =>
      (await query.count().get()).data().count;
    const direct = async () => ({
      total: await count(products),
      active: await count(products.where('active', '==', true)),
      global: await count(products.where('country', '==', 'global')),
      clothes: await count(products.where('category', '==', 'clothes')),
      shoes: await count(products.where('category', '==', 'shoes')),
    });
    // Other files add and delete products meanwhile (the catalogue is shared; each deletes what
    // it wrote after every test and writes again in the next): the stats are compared with a
    // direct count that did not change while they were taken. Equal counts before and after can
    // still hide a delete and an add in between (a fresh clone's CI saw 40 against 45 and 45), so
    // a sample whose stats differ is taken again too; a real miscount differs every time.
    for (let attempt = 1; ; attempt++) {
      const before = await direct();
      const stats = await client.call<object, AdminProductStats>('adminProductStats', {
        sessionId,
      });
      const after = await direct();
      const settled = isDeepStrictEqual(before, after) && isDeepStrictEqual({ ...stats }, after);
      if (!settled && attempt < 10) continue;
      expect(stats).toEqual(after);
      expect(stats.total).toBeGreaterThanOrEqual(2);
      break;
    }
  });

  it('create stores the title as "item - title", EUR, null US sizes, matchKeys; a parent finds it', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await createProduct(
      client,
      sessionId,
      form({ title: `Parka ${run}`, usMinSize: '', usMaxSize: null, price: '49,50' }),
    );
    const doc = await stored(created.id);
    expect(doc).toMatchObject({
      title: `Winter jackets - Parka ${run}`,
      priceEur: 49.5,
      usMinSize: null,
      usMaxSize: null,
      active: true,
      country: 'SE',
    });
    if (!doc) throw new Error('The created product is not stored');
    const { matchKeys, ...fields } = doc;
    expect(matchKeys).toEqual(productMatchKeys(fields));
    expect(created).toEqual({ ...fields, id: created.id });
    expect(await recommendedIds()).toContain(created.id);
  });

  it('update writes only the changed fields and recomputes matchKeys; parents see it at once', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await createProduct(client, sessionId);
    const before = await stored(created.id);

    await client.call('adminUpdateProduct', {
      sessionId,
      productId: created.id,
      changes: { price: 45 },
    });
    expect(await stored(created.id)).toEqual({
      ...before,
      updatedAt: expect.any(String),
      priceEur: 45,
    });

    // Sizes 92..104 -> 116..128: no longer for a child in 98, found for one in 122.
    const updated = await client.call<object, AdminProduct>('adminUpdateProduct', {
      sessionId,
      productId: created.id,
      changes: { minSize: '116', maxSize: '128', title: 'Renamed' },
    });
    const after = await stored(created.id);
    expect(after?.title).toBe('Winter jackets - Renamed');
    expect(updated.title).toBe('Winter jackets - Renamed');
    if (!after) throw new Error('The updated product is gone');
    expect(after.matchKeys).toEqual(productMatchKeys(after));
    expect(after?.createdAt).toBe(before?.createdAt);
    expect(await recommendedIds()).not.toContain(created.id);
    expect(await recommendedIds({ clothingSize: 122 })).toContain(created.id);

    // Titles in other languages: given, then one changed and one emptied (which removes it). A
    // language Sprout does not speak is dropped, as every unknown field of a payload is.
    await client.call('adminUpdateProduct', {
      sessionId,
      productId: created.id,
      changes: { titles: { sv: ' Vinterjacka ', ar: 'سترة شتوية', xx: 'Jacke' } },
    });
    expect((await stored(created.id))?.titles).toEqual({ sv: 'Vinterjacka', ar: 'سترة شتوية' });
    const retitled = await client.call<object, AdminProduct>('adminUpdateProduct', {
      sessionId,
      productId: created.id,
      changes: { titles: { sv: 'Dunjacka', ar: '' } },
    });
    expect((await stored(created.id))?.titles).toEqual({ sv: 'Dunjacka' });
    expect(retitled.titles).toEqual({ sv: 'Dunjacka' });
    // A parent's recommendations carry them, for the page to choose its language.
    const found = await recommended({ clothingSize: 122 });
    expect(found.find((p) => p.id === created.id)?.titles).toEqual({ sv: 'Dunjacka' });

    await expectRefused(
      client.call('adminUpdateProduct', { sessionId, productId: `gone-${run}`, changes: {} }),
      'product-not-found',
    );
  });

  it('duplicate copies a product under a new id, with changes, active', async () => {
    const { client, sessionId } = await signedInAdmin();
    const source = await createProduct(client, sessionId, form({ active: false }));
    const copy = await client.call<object, AdminProduct>('adminDuplicateProduct', {
      sessionId,
      productId: source.id,
      changes: { country: 'NO' },
    });
    writtenProducts.push(copy.id);
    expect(copy.id).not.toBe(source.id);
    const doc = await stored(copy.id);
    expect(doc).toMatchObject({ title: source.title, country: 'NO', active: true });
    expect(doc?.matchKeys.every((key) => key.startsWith('NO|'))).toBe(true);
    expect(await stored(source.id)).toMatchObject({ country: 'SE', active: false });
    await expectRefused(
      client.call('adminDuplicateProduct', { sessionId, productId: `gone-${run}` }),
      'product-not-found',
    );
  });

  it('toggle takes a product out of parents’ recommendations and back', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await createProduct(client, sessionId);
    expect(await recommendedIds()).toContain(created.id);
    const off = await client.call<object, { active: boolean }>('adminToggleProduct', {
      sessionId,
      productId: created.id,
    });
    expect(off.active).toBe(false);
    expect(await recommendedIds()).not.toContain(created.id);
    // Setting the state it has changes nothing; flipping again brings it back.
    await client.call('adminToggleProduct', { sessionId, productId: created.id, active: false });
    expect((await stored(created.id))?.active).toBe(false);
    await client.call('adminToggleProduct', { sessionId, productId: created.id });
    expect(await recommendedIds()).toContain(created.id);
    await expectInvalid(
      client.call('adminToggleProduct', { sessionId, productId: created.id, active: 'no' }),
      'validation.invalidFormat',
    );
  });

  it('delete removes the product and leaves a parent’s saved copy as it is', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await createProduct(client, sessionId);
    const aParent = await parent();
    const savedPath = paths.savedProduct(aParent.user.uid, created.id);
    const savedCopy = { ...created, savedAt: new Date().toISOString() };
    await storedDoc(savedPath).set(savedCopy);

    await client.call('adminDeleteProduct', { sessionId, productId: created.id });
    expect(await stored(created.id)).toBeUndefined();
    expect((await storedDoc(savedPath).get()).data()).toEqual(savedCopy);
    expect(await recommendedIds()).not.toContain(created.id);
    await expectRefused(
      client.call('adminDeleteProduct', { sessionId, productId: created.id }),
      'product-not-found',
    );
  });
});

describe('adminListProducts', () => {
  /** Products written straight to the catalogue (as the seed does), newest last. */
  async function seedProducts(products: ProductData[]): Promise<string[]> {
    const batch = adminDb().batch();
    const ids = products.map((product, i) => {
      const id = `admin-list-${run}-${String(i).padStart(3, '0')}`;
      writtenProducts.push(id);
      batch.set(storedDoc(paths.product(id)), catalogueProduct(product));
      return id;
    });
    await batch.commit();
    return ids;
  }

  /** The factory's product in SG for the summer, numbered `i`, one second newer per number. */
  const base = (i: number, overrides: Partial<ProductData> = {}): ProductData =>
    productData({
      country: 'SG',
      seasons: ['summer'],
      item: 'T-shirts',
      title: `T-shirts - Listing ${run} number ${i}`,
      affiliateUrl: `https://shop.example/t-${run}-${i}`,
      priceEur: 10 + i,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      ...overrides,
    });

  it('filters by scope, gender, category, season, status and title, newest first', async () => {
    const { client, sessionId } = await signedInAdmin();
    const ids = await seedProducts([
      base(0),
      base(1, { genderType: 'female', seasons: ['winter', 'summer'] }),
      base(2, { category: 'shoes', minSize: '27', maxSize: '30' }),
      base(3, { active: false, title: `T-shirts - Listing ${run} STRIPED` }),
      base(4, { country: 'global' }),
      base(5, { country: 'AU' }),
    ]);
    const list = async (filters: Record<string, unknown>) => {
      const page = await client.call<object, AdminProductPage>('adminListProducts', {
        sessionId,
        country: 'SG',
        search: `listing ${run}`,
        ...filters,
      });
      expect(page.total).toBe(page.products.length);
      return page.products.map((p) => p.id);
    };
    const [p0, p1, p2, p3, p4] = ids;
    expect(await list({})).toEqual([p4, p3, p2, p1, p0]);
    expect(await list({ scope: 'global' })).toEqual([p4]);
    expect(await list({ scope: 'country' })).toEqual([p3, p2, p1, p0]);
    expect(await list({ gender: 'female' })).toEqual([p1]);
    expect(await list({ category: 'shoes' })).toEqual([p2]);
    expect(await list({ season: 'winter' })).toEqual([p1]);
    expect(await list({ status: 'inactive' })).toEqual([p3]);
    expect(await list({ status: 'active', scope: 'country', category: 'clothes' })).toEqual([
      p1,
      p0,
    ]);
    expect(await list({ search: `${run} striped` })).toEqual([p3]);
    expect(await list({ country: 'AU', scope: 'country' })).toEqual([ids[5]]);
    // Products come back as stored, without the server's matchKeys.
    const [first] = (
      await client.call<object, AdminProductPage>('adminListProducts', {
        sessionId,
        country: 'SG',
        search: `${run} number 0`,
      })
    ).products;
    expect(first).toEqual({ ...base(0), id: p0 });
  });

  it('pages 50 at a time with a cursor and the total, with and without a search', async () => {
    const { client, sessionId } = await signedInAdmin();
    // A market no other suite writes products for, so the unsearched total is this test's.
    const country = 'IT';
    const existing = await storedCollection(paths.products)
      .where('country', '==', country)
      .count()
      .get();
    expect(existing.data().count).toBe(0);
    const ids = await seedProducts(Array.from({ length: 53 }, (_, i) => base(i, { country })));
    const newestFirst = [...ids].reverse();
    for (const search of ['', `LISTING ${run}`]) {
      const first = await client.call<object, AdminProductPage>('adminListProducts', {
        sessionId,
        country,
        scope: 'country',
        search,
      });
      expect(first.total).toBe(53);
      expect(first.products.map((p) => p.id)).toEqual(newestFirst.slice(0, adminProductPageSize));
      expect(first.nextCursor).not.toBeNull();
      const second = await client.call<object, AdminProductPage>('adminListProducts', {
        sessionId,
        country,
        scope: 'country',
        search,
        cursor: first.nextCursor,
      });
      expect(second.total).toBe(53);
      expect(second.products.map((p) => p.id)).toEqual(newestFirst.slice(adminProductPageSize));
      expect(second.nextCursor).toBeNull();
    }
    await expectInvalid(
      client.call('adminListProducts', { sessionId, cursor: 'not-a-cursor' }),
      'validation.invalidFormat',
    );
    await expectInvalid(
      client.call('adminListProducts', { sessionId, status: 'deleted' }),
      'validation.invalidFormat',
    );
  });

  it('a cleared country falls back to SE', async () => {
    const { client, sessionId } = await signedInAdmin();
    const [id] = await seedProducts([base(0, { country: 'SE' })]);
    const page = await client.call<object, AdminProductPage>('adminListProducts', {
      sessionId,
      country: '',
      scope: 'country',
      search: `listing ${run}`,
    });
    expect(page.products.map((p) => p.id)).toEqual([id]);
  });
});

describe('npm run admin:grant and admin:allowlist (on the emulators)', () => {
  const script = (name: string) => new URL(`../../scripts/${name}`, import.meta.url).pathname;
  const node = async (name: string, ...args: string[]) =>
    (await promisify(execFile)(process.execPath, [script(name), ...args])).stdout;

  it('grant makes a signed-up user an admin; revoke takes it all back at once', async () => {
    const client = await parent();
    const email = client.user.email ?? '';
    expect(await node('admin-grant.mjs', email.toUpperCase())).toContain('is now an admin');
    expect((await adminAuth().getUser(client.user.uid)).customClaims).toEqual({ admin: true });
    expect((await storedDoc(paths.admin(client.user.uid)).get()).data()?.email).toBe(email);

    await client.user.getIdToken(true);
    const sessionId = await startSession(client);
    const { uri } = await client.call<object, { uri: string }>('enrollAdminTotp', { sessionId });
    expect(uri).toMatch(/^otpauth:/);

    expect(await node('admin-grant.mjs', '--revoke', email)).toContain('no longer an admin');
    expect((await adminAuth().getUser(client.user.uid)).customClaims).toEqual({});
    expect((await storedDoc(paths.admin(client.user.uid)).get()).exists).toBe(false);
    expect((await storedDoc(paths.adminTotp(client.user.uid)).get()).exists).toBe(false);
    expect((await storedDoc(paths.adminSession(sessionId)).get()).exists).toBe(false);
    // The ID token still carries the claim for up to an hour; the missing document refuses it.
    await expectRefused(client.call('adminProductStats', { sessionId }), 'not-admin');
  });

  it('grant refuses an unknown e-mail; the allow-list takes and drops addresses', async () => {
    await expect(node('admin-grant.mjs', uniqueEmail('nobody'))).rejects.toThrow(
      /No user with the e-mail/,
    );
    expect(await node('admin-allowlist.mjs', '--add', '203.0.113.7')).toContain(
      '127.0.0.1, ::1, 203.0.113.7',
    );
    expect(await node('admin-allowlist.mjs', '--remove', '203.0.113.7')).toMatch(
      /127\.0\.0\.1, ::1$/m,
    );
    await expect(node('admin-allowlist.mjs', '--add', 'not-an-ip')).rejects.toThrow(/usage/);
  });
});

describe('adminSendWelcomeEmail (Email Settings, welcome test)', () => {
  it('sends the welcome e-mail to the address typed, greeting the part before the @', async () => {
    const { client, sessionId } = await signedInAdmin();
    const to = uniqueEmail('welcome-test');
    await client.call('adminSendWelcomeEmail', { sessionId, email: ` ${to.toUpperCase()} ` });
    const mail = await waitForMail(to, (m) => m.subject === 'Welcome to Sprout');
    expect(mail.text).toContain(`Hi ${to.split('@')[0]},`);
    // A second Send Test sends a second e-mail.
    await client.call('adminSendWelcomeEmail', { sessionId, email: to });
    await waitForMail(to, () => true);
    await expect
      .poll(async () => (await mailTo(to)).length, { timeout: 30_000, interval: 250 })
      .toBe(2);
  });

  it('refuses an empty or malformed address, and nothing was sent to refused callers', async () => {
    const { client, sessionId } = await signedInAdmin();
    await expectInvalid(
      client.call('adminSendWelcomeEmail', { sessionId, email: '' }),
      'admin.emailRequired',
    );
    await expectInvalid(
      client.call('adminSendWelcomeEmail', { sessionId, email: 'not-an-address' }),
      'validation.emailInvalid',
    );
    expect(await mailTo('refused@sprout.test')).toEqual([]);
  });
});
