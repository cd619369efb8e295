import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import {
  collections,
  marketCodes,
  type ProductData,
  type ProductSort,
  type RecommendationsPage,
} from '@sprout/core';
import { resetLocalRateLimits } from '../support/rate-limits';
import { adminDb } from '../support/admin';
import { useClients, type Caller } from '../support/harness';
import { catalogueProduct, productData } from '../support/factories';

/*
 * Isolation. The emulator database may hold other products (the demo catalogue, other suites), and
 * getRecommendations has no filter a test could own. So:
 * - Membership tests (sizes, markets, genders, seasons, categories, inactive) walk every page of the
 *   answer and only ask whether the ids of their own products (random per run) are in it or not;
 *   whatever else is returned cannot change the verdict.
 * - Sort and paging tests need the exact answer (2 + 2 + 1, no gaps). They use shoes sized
 *   EU 60+, a size no children's product has (the catalogue sells 16..39), so the query's match key
 *   `<country>|<gender>|shoes|<season>|6x` is theirs alone; each sort uses its own size.
 * Every test writes its products itself (admin SDK, matchKeys from core, as the seed and the admin
 * form store them) and deletes them afterwards.
 */

const clients = useClients();
// Every signed-out client here is 127.0.0.1: each test starts a fresh minute for that address.
beforeEach(resetLocalRateLimits);
const written: string[] = [];
afterEach(async () => {
  const db = adminDb();
  await Promise.all(
    written.splice(0).map((id) => db.doc(`${collections.products}/${id}`).delete()),
  );
});

const run = randomUUID().slice(0, 8);
let serial = 0;

type Request = {
  country?: unknown;
  season?: unknown;
  gender?: unknown;
  category?: unknown;
  clothingSize?: unknown;
  shoeSize?: unknown;
  sort?: unknown;
  pageSize?: unknown;
  cursor?: unknown;
};
const anonymous = (): Caller => clients.anonymous();
const signedIn = (): Promise<Caller> => clients.newUser('shopper', null);

/** A realistic product: unisex summer T-shirt for SE, EU 104..122; `overrides` change it. */
function product(overrides: Partial<ProductData> = {}): ProductData {
  const n = ++serial;
  return productData({
    country: 'SE',
    seasons: ['summer'],
    subcategory: 'Tops',
    item: 'T-shirt',
    minSize: '104',
    maxSize: '122',
    usMinSize: '4T',
    usMaxSize: '6X',
    title: `T-shirt - Recommendation test ${run} #${n}`,
    imageUrl: '/catalog/t-shirt.svg',
    affiliateUrl: `https://shop.example/p/rec-${run}-${n}?aff=sprout`,
    priceEur: 19.95,
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  });
}

/** Stores products as the app does (with core's matchKeys); returns their ids, in order. */
async function addProducts<T extends ProductData[]>(
  ...products: T
): Promise<{ [K in keyof T]: string }> {
  const db = adminDb();
  const batch = db.batch();
  const ids = products.map((data) => {
    const id = `rec-${run}-${String(++serial).padStart(4, '0')}`;
    written.push(id);
    batch.set(db.doc(`${collections.products}/${id}`), catalogueProduct(data));
    return id;
  });
  await batch.commit();
  return ids as { [K in keyof T]: string };
}

/** A child asking: a girl in Sweden this summer, EU 110 clothes and EU 28 shoes. */
const child = {
  country: 'SE',
  season: 'summer',
  gender: 'female',
  category: 'all',
  clothingSize: 110,
  shoeSize: 28,
} as const;

/** The request without one field (the web SDK would send an `undefined` field as null). */
function without(request: Request, field: keyof Request): Request {
  return Object.fromEntries(Object.entries(request).filter(([key]) => key !== field));
}

const recommend = (caller: Caller, request: Request) =>
  caller.call<Request, RecommendationsPage>('getRecommendations', request);

/** Every product id of the answer, walking all pages (48 a page). */
async function allIds(caller: Caller, request: Request): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const result = await recommend(caller, { ...request, pageSize: 48, cursor });
    ids.push(...result.products.map((p) => p.id));
    cursor = result.nextCursor;
    if (cursor === null) return ids;
  }
  throw new Error('getRecommendations kept returning a next page');
}

/** Which of `mine` the answer holds (in the order of `mine`). */
async function foundOf(caller: Caller, request: Request, mine: string[]): Promise<string[]> {
  const ids = new Set(await allIds(caller, request));
  return mine.filter((id) => ids.has(id));
}

async function expectCode(promise: Promise<unknown>, code: string, label = '') {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${label} expected an error with code ${code}`).toBeInstanceOf(FirebaseError);
  const coded = error as FirebaseError & { details?: { code?: string; errors?: string[] } };
  expect(coded.details?.code, `${label} ${coded.code}: ${coded.message}`).toBe(code);
  return coded;
}

describe('getRecommendations: sizes', () => {
  it('returns clothes for the exact min and max size, not for the sizes just outside', async () => {
    const caller = anonymous();
    const [tshirt] = await addProducts(product({ minSize: '104', maxSize: '122' }));
    const ask = (clothingSize: number) =>
      foundOf(caller, { ...child, category: 'clothes', clothingSize }, [tshirt]);

    expect(await ask(104)).toEqual([tshirt]);
    expect(await ask(110)).toEqual([tshirt]);
    expect(await ask(122)).toEqual([tshirt]);
    expect(await ask(98)).toEqual([]);
    expect(await ask(128)).toEqual([]);
  });

  it('returns shoes for the exact min and max shoe size, not 26 or 31; 27,5 counts as 27', async () => {
    const caller = anonymous();
    const [sneaker] = await addProducts(
      product({
        category: 'shoes',
        subcategory: 'Sneakers',
        item: 'Sneakers',
        minSize: '27',
        maxSize: '30',
        usMinSize: '10C',
        usMaxSize: '12C',
      }),
    );
    const ask = (shoeSize: number | string) =>
      foundOf(caller, { ...child, category: 'shoes', shoeSize }, [sneaker]);

    expect(await ask(27)).toEqual([sneaker]);
    expect(await ask(30)).toEqual([sneaker]);
    expect(await ask(26)).toEqual([]);
    expect(await ask(31)).toEqual([]);
    expect(await ask('27,5')).toEqual([sneaker]);
    expect(await ask('30,5')).toEqual([sneaker]);
    expect(await ask('26,5')).toEqual([]);
  });
});

describe('getRecommendations: market, gender, season, category, active', () => {
  it("returns 'global' products in every market, another market's products only there", async () => {
    const caller = anonymous();
    const [global, norway] = await addProducts(
      product({ country: 'global' }),
      product({ country: 'NO' }),
    );
    const mine = [global, norway];

    expect(await foundOf(caller, { ...child, country: 'SE' }, mine)).toEqual([global]);
    expect(await foundOf(caller, { ...child, country: 'NO' }, mine)).toEqual([global, norway]);
    expect(await foundOf(caller, { ...child, country: 'global' }, mine)).toEqual([global]);
    for (const market of marketCodes.filter((code) => code !== 'NO')) {
      expect(await foundOf(caller, { ...child, country: market }, mine), market).toEqual([global]);
    }
  });

  it('returns unisex products to boys and girls, gendered ones only to their gender', async () => {
    const caller = anonymous();
    const [unisex, boys, girls] = await addProducts(
      product({ genderType: 'unisex' }),
      product({ genderType: 'male' }),
      product({ genderType: 'female' }),
    );
    const mine = [unisex, boys, girls];

    expect(await foundOf(caller, { ...child, gender: 'female' }, mine)).toEqual([unisex, girls]);
    expect(await foundOf(caller, { ...child, gender: 'male' }, mine)).toEqual([unisex, boys]);
  });

  it("returns a product only in its seasons (the season's case does not matter)", async () => {
    const caller = anonymous();
    const [winter, midSeason] = await addProducts(
      product({ seasons: ['winter'], item: 'Snowsuit', subcategory: 'Outerwear' }),
      product({ seasons: ['spring', 'autumn'], item: 'Rain jacket', subcategory: 'Outerwear' }),
    );
    const mine = [winter, midSeason];
    const inSeason = (season: string) => foundOf(caller, { ...child, season }, mine);

    expect(await inSeason('summer')).toEqual([]);
    expect(await inSeason('winter')).toEqual([winter]);
    expect(await inSeason('spring')).toEqual([midSeason]);
    expect(await inSeason('autumn')).toEqual([midSeason]);
    expect(await inSeason(' Winter ')).toEqual([winter]);
  });

  it("'all' merges clothes and accessories by clothing size with shoes by shoe size", async () => {
    const caller = anonymous();
    const [clothes, shoes, accessory] = await addProducts(
      product({ category: 'clothes', minSize: '104', maxSize: '116' }),
      product({
        category: 'shoes',
        subcategory: 'Sandals',
        item: 'Sandals',
        minSize: '27',
        maxSize: '29',
      }),
      product({
        category: 'accessories',
        subcategory: 'Hats',
        item: 'Sun hat',
        minSize: '104',
        maxSize: '116',
      }),
    );
    const mine = [clothes, shoes, accessory];
    const ask = (request: Request) => foundOf(caller, { ...child, ...request }, mine);

    expect(await ask({ category: 'all', clothingSize: 110, shoeSize: 28 })).toEqual(mine);
    // Omitted, the category is 'all'.
    expect(await foundOf(caller, without(child, 'category'), mine)).toEqual(mine);
    expect(await ask({ category: 'shoes', clothingSize: 110, shoeSize: 28 })).toEqual([shoes]);
    expect(await ask({ category: 'clothes', clothingSize: 110, shoeSize: 28 })).toEqual([clothes]);
    expect(await ask({ category: 'accessories', clothingSize: 110, shoeSize: 28 })).toEqual([
      accessory,
    ]);
    // Each category by its own size: shoes follow the shoe size, the others the clothing size.
    expect(await ask({ category: 'all', clothingSize: 110, shoeSize: 33 })).toEqual([
      clothes,
      accessory,
    ]);
    expect(await ask({ category: 'all', clothingSize: 128, shoeSize: 28 })).toEqual([shoes]);
  });

  it('recommends no shoes to a child who does not walk yet (no shoe size, or null)', async () => {
    const caller = anonymous();
    const [clothes, shoes] = await addProducts(
      product({ category: 'clothes', minSize: '104', maxSize: '116' }),
      product({
        category: 'shoes',
        subcategory: 'Sandals',
        item: 'Sandals',
        minSize: '18',
        maxSize: '22',
      }),
    );
    const mine = [clothes, shoes];
    expect(await foundOf(caller, without(child, 'shoeSize'), mine)).toEqual([clothes]);
    expect(await foundOf(caller, { ...child, shoeSize: null }, mine)).toEqual([clothes]);
    const page = await recommend(caller, { ...child, category: 'shoes', shoeSize: null });
    expect(page).toEqual({ products: [], nextCursor: null });
  });

  it('never returns inactive products', async () => {
    const caller = anonymous();
    const [active, inactive, inactiveGlobal] = await addProducts(
      product({ active: true }),
      product({ active: false }),
      product({ active: false, country: 'global' }),
    );
    const mine = [active, inactive, inactiveGlobal];

    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      expect(await foundOf(caller, { ...child, sort }, mine), sort).toEqual([active]);
    }
  });
});

describe('getRecommendations: sort and pages', () => {
  // Five products sharing one exclusive key (see the top of the file). The ties (three equal
  // prices, three equal times) straddle the page boundaries, so the cursor's id tie-break counts.
  const variants: Array<Pick<ProductData, 'priceEur' | 'createdAt'>> = [
    { priceEur: 30.95, createdAt: '2026-03-01T09:00:00.000Z' },
    { priceEur: 9.95, createdAt: '2026-05-01T09:00:00.000Z' },
    { priceEur: 19.95, createdAt: '2026-04-01T09:00:00.000Z' },
    { priceEur: 19.95, createdAt: '2026-04-01T09:00:00.000Z' },
    { priceEur: 19.95, createdAt: '2026-04-01T09:00:00.000Z' },
  ];
  const sorts: Array<{
    sort: ProductSort;
    shoeSize: number;
    key: (p: ProductData) => string | number;
    direction: 1 | -1;
  }> = [
    { sort: 'newest', shoeSize: 61, key: (p) => p.createdAt, direction: -1 },
    { sort: 'price_asc', shoeSize: 62, key: (p) => p.priceEur, direction: 1 },
    { sort: 'price_desc', shoeSize: 63, key: (p) => p.priceEur, direction: -1 },
  ];

  it.each(sorts)(
    '$sort: right order, pages of 2 + 2 + 1, no duplicates, no gaps',
    async ({ sort, shoeSize, key, direction }) => {
      const caller = anonymous();
      const data = variants.map((variant) =>
        product({
          category: 'shoes',
          subcategory: 'Boots',
          item: 'Boots',
          minSize: String(shoeSize),
          maxSize: String(shoeSize),
          usMinSize: null,
          usMaxSize: null,
          ...variant,
        }),
      );
      const ids = await addProducts(...data);
      // The order the function promises: by the sort's field, then by id, in one direction.
      const expected = ids
        .map((id, i) => ({ id, key: key(data[i] ?? product()) }))
        .sort((a, b) =>
          a.key !== b.key
            ? (a.key < b.key ? -1 : 1) * direction
            : (a.id < b.id ? -1 : 1) * direction,
        )
        .map(({ id }) => id);
      const request = { ...child, category: 'shoes', shoeSize, sort, pageSize: 2 };

      const pages: RecommendationsPage[] = [];
      let cursor: string | null = null;
      do {
        const page: RecommendationsPage = await recommend(caller, { ...request, cursor });
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor !== null && pages.length < 10);

      expect(pages.map((p) => p.products.length)).toEqual([2, 2, 1]);
      expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, true]);
      const seen = pages.flatMap((p) => p.products.map((product) => product.id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expected);

      // One page of everything gives the same order, and no cursor.
      const whole = await recommend(caller, { ...request, pageSize: 48 });
      expect(whole.products.map((p) => p.id)).toEqual(expected);
      expect(whole.nextCursor).toBeNull();
    },
  );

  it('an exact multiple of the page size ends with nextCursor null, not an empty page', async () => {
    const caller = anonymous();
    await addProducts(
      ...[1, 2, 3, 4].map((i) =>
        product({ category: 'shoes', minSize: '64', maxSize: '64', priceEur: i * 10 }),
      ),
    );
    const request = { ...child, category: 'shoes', shoeSize: 64, sort: 'price_asc', pageSize: 2 };
    const first = await recommend(caller, request);
    const second = await recommend(caller, { ...request, cursor: first.nextCursor });
    expect(first.products).toHaveLength(2);
    expect(second.products).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });

  it("rejects a tampered cursor with 'validation/invalid-format'", async () => {
    const caller = anonymous();
    await addProducts(
      ...[1, 2, 3].map((i) =>
        product({ category: 'shoes', minSize: '65', maxSize: '65', priceEur: i * 10 }),
      ),
    );
    const request = { ...child, category: 'shoes', shoeSize: 65, pageSize: 1 };
    const newest = await recommend(caller, { ...request, sort: 'newest' });
    const cheapest = await recommend(caller, { ...request, sort: 'price_asc' });
    expect(newest.nextCursor).toEqual(expect.any(String));
    expect(cheapest.nextCursor).toEqual(expect.any(String));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const tampered: Array<[string, Request]> = [
      ['garbage', { ...request, sort: 'newest', cursor: 'not a cursor!' }],
      ['truncated', { ...request, sort: 'newest', cursor: newest.nextCursor?.slice(0, 10) }],
      ['a price cursor for newest', { ...request, sort: 'newest', cursor: cheapest.nextCursor }],
      ['a date cursor for price', { ...request, sort: 'price_asc', cursor: newest.nextCursor }],
      ['three parts', { ...request, sort: 'price_asc', cursor: encode([10, 'a', 'b']) }],
      ['a numeric id', { ...request, sort: 'price_asc', cursor: encode([10, 42]) }],
      ['an object', { ...request, sort: 'price_asc', cursor: encode({ value: 10, id: 'a' }) }],
      ['too long', { ...request, sort: 'newest', cursor: 'A'.repeat(400) }],
    ];
    for (const [label, bad] of tampered) {
      const error = await expectCode(recommend(caller, bad), 'validation/invalid-format', label);
      expect(error.code, label).toBe('functions/invalid-argument');
    }
  });

  it.each([
    ['a path', 'products/other'],
    ['empty', ''],
  ])(
    "rejects a cursor whose id is no document id (%s) with 'validation/invalid-format'",
    async (_, id) => {
      // Well-formed [value, id] pairs that Firestore cannot start after: still a bad request from
      // the caller, so the validation code, not an internal error from inside the query.
      const caller = anonymous();
      await addProducts(product({ category: 'shoes', minSize: '66', maxSize: '66' }));
      const request = { ...child, category: 'shoes', shoeSize: 66, sort: 'price_asc' };
      const cursor = Buffer.from(JSON.stringify([10, id])).toString('base64url');

      await expectCode(recommend(caller, { ...request, cursor }), 'validation/invalid-format');
    },
  );
});

describe('getRecommendations: requests and answers', () => {
  // details.errors holds the schema's codes. A typed size that is no number becomes null in the
  // schema's transform, so yup reports it as 'validation.required' (its null check runs before the
  // format test); only details.code is the contract the web uses, so those rows check just that.
  it.each<[string, Request, string | null, string]>([
    ['missing season', without(child, 'season'), 'validation.required', 'required'],
    [
      'unknown season',
      { ...child, season: 'monsoon' },
      'validation.invalidFormat',
      'invalid-format',
    ],
    ['bad country', { ...child, country: 'XX' }, 'validation.invalidFormat', 'invalid-format'],
    [
      'lower-case country',
      { ...child, country: 'se' },
      'validation.invalidFormat',
      'invalid-format',
    ],
    ['missing country', without(child, 'country'), 'validation.required', 'required'],
    ['unisex child', { ...child, gender: 'unisex' }, 'validation.invalidFormat', 'invalid-format'],
    [
      'unknown category',
      { ...child, category: 'toys' },
      'validation.invalidFormat',
      'invalid-format',
    ],
    ['non-numeric clothing size', { ...child, clothingSize: 'abc' }, null, 'invalid-format'],
    ['non-numeric shoe size', { ...child, shoeSize: '27-28' }, null, 'invalid-format'],
    ['negative shoe size', { ...child, shoeSize: -28 }, null, 'invalid-format'],
    [
      'zero clothing size',
      { ...child, clothingSize: 0 },
      'validation.invalidFormat',
      'invalid-format',
    ],
    ['unknown sort', { ...child, sort: 'cheapest' }, 'validation.invalidFormat', 'invalid-format'],
    ['pageSize 500', { ...child, pageSize: 500 }, 'validation.outOfRange', 'out-of-range'],
    ['pageSize 0', { ...child, pageSize: 0 }, 'validation.outOfRange', 'out-of-range'],
    ['pageSize 2.5', { ...child, pageSize: 2.5 }, 'validation.invalidFormat', 'invalid-format'],
  ])('%s → its validation code', async (_, request, detail, code) => {
    const error = await expectCode(recommend(anonymous(), request), `validation/${code}`);
    expect(error.code).toBe(
      code === 'out-of-range' ? 'functions/out-of-range' : 'functions/invalid-argument',
    );
    expect(error.details?.errors).toEqual(expect.arrayContaining(detail ? [detail] : []));
  });

  it('answers anonymous and signed-in callers alike', async () => {
    const [id] = await addProducts(product({ createdAt: '2999-01-01T00:00:00.000Z' }));
    const request = { ...child, category: 'clothes' };

    for (const caller of [anonymous(), await signedIn()]) {
      // Dated far in the future, the product leads the 'newest' first page.
      const page = await recommend(caller, request);
      expect(page.products[0]?.id).toBe(id);
      expect(await foundOf(caller, request, [id])).toEqual([id]);
    }
  });

  it('returns each product with its id and all its fields, never its matchKeys', async () => {
    const caller = anonymous();
    const data = product({
      country: 'global',
      category: 'accessories',
      subcategory: 'Bags',
      item: 'Backpack',
      title: `Backpack - Recommendation test ${run}`,
      priceEur: 24.5,
    });
    const [id] = await addProducts(data);
    const request = { ...child, sort: 'price_asc' };

    const answers: RecommendationsPage['products'] = [];
    let cursor: string | null = null;
    do {
      const page: RecommendationsPage = await recommend(caller, { ...request, cursor });
      answers.push(...page.products);
      cursor = page.nextCursor;
    } while (cursor !== null);

    for (const answer of answers) {
      expect(answer.id).toEqual(expect.any(String));
      expect(answer).not.toHaveProperty('matchKeys');
    }
    expect(answers.find((p) => p.id === id)).toEqual({ ...data, id });
  });
});
