import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActionPageSize,
  paths,
  productInputFrom,
  productRowsFromCsv,
  productsToCsv,
  type AdminActionPage,
  type AdminBulkSetActiveResult,
  type AdminImportResult,
  type AdminProduct,
  type RecommendationsPage,
} from '@sprout/core';
import { storedCollection, storedDoc } from '../support/admin';
import { adminCallers, defaultAllowlist, setAllowlist } from '../support/admin-callers';
import { productData } from '../support/factories';
import { callError, useClients, type SignedUpClient } from '../support/harness';

/*
 * Issue 32's catalogue tools on the emulators: every product write stamps who and when and logs
 * the price and active state before and after; bulk activate/deactivate; CSV import with
 * per-row reasons; the log readable by admins only.
 */

const run = randomUUID().slice(0, 8);
let serial = 0;
const clients = useClients();
const { signedInAdmin } = adminCallers(clients);
const writtenProducts: string[] = [];

beforeAll(async () => {
  await setAllowlist(defaultAllowlist);
});
afterEach(async () => {
  await Promise.all(writtenProducts.splice(0).map((id) => storedDoc(paths.product(id)).delete()));
});
afterAll(async () => {
  await setAllowlist(defaultAllowlist);
});

function form(overrides: Record<string, unknown> = {}) {
  const n = ++serial;
  const product = productData({
    country: 'SE',
    title: `Winter jackets - Tools ${run} #${n}`,
    affiliateUrl: `https://shop.example/tools-${run}-${n}`,
  });
  return { ...productInputFrom(product), ...overrides };
}

async function create(client: SignedUpClient, sessionId: string, product = form()) {
  const created = await client.call<object, AdminProduct>('adminCreateProduct', {
    sessionId,
    product,
  });
  writtenProducts.push(created.id);
  return created;
}

async function history(client: SignedUpClient, sessionId: string, productId: string) {
  return client.call<object, AdminActionPage>('adminListActions', { sessionId, productId });
}

describe('the admin action log', () => {
  it('stamps every write with who and when, and logs price and active before and after', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await create(client, sessionId);
    expect(created.updatedBy).toBe(client.user.uid);
    await client.call('adminUpdateProduct', {
      sessionId,
      productId: created.id,
      changes: { price: 39.5 },
    });
    await client.call('adminToggleProduct', { sessionId, productId: created.id, active: false });
    const stored = (await storedDoc(paths.product(created.id)).get()).data();
    expect(stored?.updatedBy).toBe(client.user.uid);
    expect(Date.parse(stored?.updatedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(created.createdAt),
    );

    const { actions } = await history(client, sessionId, created.id);
    expect(actions.map((entry) => entry.action)).toEqual(['toggle', 'update', 'create']);
    const [toggle, update, add] = actions;
    expect(update).toMatchObject({
      adminId: client.user.uid,
      adminEmail: client.user.email,
      productTitle: created.title,
      fields: ['priceEur'],
      before: { priceEur: created.priceEur, active: true },
      after: { priceEur: 39.5, active: true },
    });
    expect(toggle).toMatchObject({
      fields: ['active'],
      before: { active: true },
      after: { active: false },
    });
    expect(add).toMatchObject({ before: null, after: { priceEur: created.priceEur } });
    expect(add?.fields).toContain('title');
    expect(add).not.toHaveProperty('expireAt');

    // The TTL field is a year after the entry.
    const raw = await storedCollection(paths.adminActions)
      .where('productId', '==', created.id)
      .get();
    for (const doc of raw.docs) {
      const { createdAt, expireAt } = doc.data();
      const days =
        ((expireAt as { toMillis(): number }).toMillis() - Date.parse(createdAt)) / 86_400_000;
      expect(days).toBeCloseTo(365, 5);
    }
  });

  it('leaves who edited a product out of what parents are shown', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await create(client, sessionId);
    expect(created.updatedBy).toBe(client.user.uid);
    const anonymous = clients.anonymous();
    let cursor: string | null = null;
    let shown: RecommendationsPage['products'][number] | undefined;
    do {
      const page: RecommendationsPage = await anonymous.call<object, RecommendationsPage>(
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
        },
      );
      shown = page.products.find((product) => product.id === created.id);
      cursor = page.nextCursor;
    } while (!shown && cursor);
    expect(shown?.title).toBe(created.title);
    expect(shown).not.toHaveProperty('updatedBy');
    expect(shown).not.toHaveProperty('updatedAt');
  });

  it('logs nothing for a write that changes nothing, and keeps a deleted product’s entry', async () => {
    const { client, sessionId } = await signedInAdmin();
    const created = await create(client, sessionId);
    await client.call('adminUpdateProduct', { sessionId, productId: created.id, changes: {} });
    await client.call('adminToggleProduct', { sessionId, productId: created.id, active: true });
    expect((await history(client, sessionId, created.id)).actions).toHaveLength(1);
    await client.call('adminDeleteProduct', { sessionId, productId: created.id });
    const { actions } = await history(client, sessionId, created.id);
    expect(actions[0]).toMatchObject({
      action: 'delete',
      productTitle: created.title,
      before: { priceEur: created.priceEur, active: true },
      after: null,
    });
  });

  it('pages the whole log newest first, and is for admins with a session only', async () => {
    const { client, sessionId } = await signedInAdmin();
    await create(client, sessionId);
    const first = await client.call<object, AdminActionPage>('adminListActions', { sessionId });
    expect(first.actions.length).toBeGreaterThan(0);
    expect(first.actions.length).toBeLessThanOrEqual(adminActionPageSize);
    const times = first.actions.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const parent = await clients.newUser('parent', null);
    const refused = await callError(parent.call('adminListActions', { sessionId }));
    expect((refused.details as { reason?: string }).reason).toBe('not-admin');
    const badCursor = await callError(
      client.call('adminListActions', { sessionId, cursor: 'not-a-cursor' }),
    );
    expect((badCursor.details as { code?: string }).code).toBe('validation/invalid-format');
  });
});

describe('bulk activate and deactivate', () => {
  it('sets each chosen product, logs each change, reports the missing ones', async () => {
    const { client, sessionId } = await signedInAdmin();
    const a = await create(client, sessionId);
    const b = await create(client, sessionId, form({ active: false }));
    const result = await client.call<object, AdminBulkSetActiveResult>('adminBulkSetActive', {
      sessionId,
      productIds: [a.id, b.id, `gone-${run}`],
      active: false,
    });
    expect(result).toEqual({ changed: [a.id], notFound: [`gone-${run}`] });
    expect((await storedDoc(paths.product(a.id)).get()).data()?.active).toBe(false);
    expect((await history(client, sessionId, a.id)).actions[0]).toMatchObject({
      action: 'toggle',
      after: { active: false },
    });
    expect((await history(client, sessionId, b.id)).actions).toHaveLength(1);

    const again = await client.call<object, AdminBulkSetActiveResult>('adminBulkSetActive', {
      sessionId,
      productIds: [a.id, b.id],
      active: true,
    });
    expect(again.changed.sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses more than 50 ids or a state that is not true or false, writing nothing', async () => {
    const { client, sessionId } = await signedInAdmin();
    const a = await create(client, sessionId);
    for (const payload of [
      {
        productIds: Array.from({ length: 51 }, () => a.id).map((id, i) => `${id}${i}`),
        active: false,
      },
      { productIds: [a.id], active: 'false' },
      { productIds: [], active: false },
    ]) {
      const error = await callError(client.call('adminBulkSetActive', { sessionId, ...payload }));
      expect((error.details as { code?: string }).code).toMatch(/^validation\//);
    }
    expect((await storedDoc(paths.product(a.id)).get()).data()?.active).toBe(true);
  });
});

describe('CSV import', () => {
  it('adds the good rows, updates by id, and refuses a bad row with its reasons', async () => {
    const { client, sessionId } = await signedInAdmin();
    const existing = await create(client, sessionId);
    const fresh = { ...existing, id: '', title: `Winter jackets - Imported ${run}` };
    const csv = productsToCsv([
      { ...existing, priceEur: 12.5 },
      fresh,
      { ...fresh, title: `Winter jackets - Bad ${run}`, minSize: 'abc', priceEur: 0 },
      { ...existing, id: `gone-${run}` },
    ]);
    const parsed = productRowsFromCsv(csv);
    if (!parsed.ok) throw new Error('the export does not read back');
    const result = await client.call<object, AdminImportResult>('adminImportProducts', {
      sessionId,
      rows: parsed.rows,
    });
    writtenProducts.push(...result.created.map((row) => row.id));
    expect(result.updated).toEqual([{ line: 2, id: existing.id }]);
    expect(result.created.map((row) => row.line)).toEqual([3]);
    expect(result.refused).toEqual([
      {
        line: 4,
        errors: expect.arrayContaining([
          { field: 'minSize', code: 'product.euSizeUnknown' },
          { field: 'price', code: 'product.pricePositive' },
        ]),
      },
      { line: 5, errors: [{ field: 'id', code: 'product.notFound' }] },
    ]);
    expect((await storedDoc(paths.product(existing.id)).get()).data()?.priceEur).toBe(12.5);
    const addedId = result.created[0]?.id ?? 'none';
    const added = (await storedDoc(paths.product(addedId)).get()).data();
    expect(added).toMatchObject({
      title: `Winter jackets - Imported ${run}`,
      updatedBy: client.user.uid,
    });
    expect(added?.matchKeys?.length).toBeGreaterThan(0);
    expect((await history(client, sessionId, existing.id)).actions[0]).toMatchObject({
      action: 'import',
      before: { priceEur: existing.priceEur },
      after: { priceEur: 12.5 },
    });
    // Nothing was written for the refused row.
    const bad = await storedCollection(paths.products)
      .where('title', '==', `Winter jackets - Bad ${run}`)
      .get();
    expect(bad.size).toBe(0);
  });

  it('refuses more than 200 rows, and rows that are not products, as a whole', async () => {
    const { client, sessionId } = await signedInAdmin();
    const row = { line: 2, id: null, product: form() };
    const tooMany = await callError(
      client.call('adminImportProducts', {
        sessionId,
        rows: Array.from({ length: 201 }, () => row),
      }),
    );
    expect(tooMany.details).toMatchObject({
      code: 'validation/invalid-format',
      errors: ['validation.outOfRange'],
    });
    const result = await client.call<object, AdminImportResult>('adminImportProducts', {
      sessionId,
      rows: [{ line: 2, id: null, product: 'x' }],
    });
    expect(result).toEqual({
      created: [],
      updated: [],
      refused: [{ line: 2, errors: [{ field: 'product', code: 'validation.invalidFormat' }] }],
    });
  });
});
