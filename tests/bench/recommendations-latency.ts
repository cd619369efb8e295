// npm run bench:recommendations
// Latency of the getRecommendations callable on the emulators, over a catalogue of 5 000 products.
// The npm script builds the functions, starts fresh Firestore and Functions emulators and runs this
// file inside them. It writes a deterministic catalogue (seeded PRNG: every market and 'global',
// the three categories, realistic seasons, genders, EU sizes and prices, one in ten inactive) with
// a BulkWriter, warms the function up, then times 200 calls made as the app makes them (web SDK,
// signed out), one after another, for varied children: market, season, gender, sizes from a height,
// category all/clothes/shoes, the three sorts, and some second pages through the cursor. It prints
// the figures; it asserts nothing (emulator timings say little about production, but compare
// changes to the query or the catalogue on one machine).
import { deleteApp } from 'firebase-admin/app';
import { collections } from '../../core/src/firestore-paths';
import { marketCodes } from '../../core/src/markets/markets';
import type { ProductData } from '../../core/src/products/product.types';
import {
  productMatchKeys,
  type ProductSort,
  type RecommendationCategory,
  type RecommendationsPage,
} from '../../core/src/products/recommendations';
import { seasons, type Season } from '../../core/src/seasons/seasons';
import { clothingEuSizes, clothingSizeToBuy } from '../../core/src/sizes/clothing-sizes';
import { shoeSizeForFoot } from '../../core/src/sizes/shoe-sizes';
import type { ProductCategory, ProductGenderType } from '../../core/src/validation/product.schema';
import { adminApp, adminDb } from '../support/admin';
import { anonymousClient } from '../support/client';
import { resetLocalRateLimits } from '../support/rate-limits';
import { quantile } from './quantile';

const catalogueSize = 5_000;
const warmUpCalls = 20;
const measuredCalls = 200;

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error(
    'Run this inside the emulators: npm run bench:recommendations (it never touches a real project).',
  );
  process.exit(2);
}

/** mulberry32: a small seeded PRNG, so every run writes the same catalogue and asks the same. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** Picks by weight: [[item, weight], ...]. */
  function weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return pick(items)[0];
  }
  return { next, int, pick, weighted };
}

// ---------------------------------------------------------------------------------------------
// The catalogue

type Kind = {
  category: ProductCategory;
  subcategory: string;
  item: string;
  /** Typical price in EUR. */
  price: number;
  /** How many sizes past its min it spans: clothing grid steps, or shoe sizes. */
  span: readonly [number, number];
  /** The season sets such an item is sold for; one is picked per product. */
  seasons: Season[][];
  genders?: ProductGenderType[];
};

/** One kind of product: 'spring+summer, all' are two season sets; span '0-2' is min..max extra. */
function kind(
  category: ProductCategory,
  subcategory: string,
  item: string,
  price: number,
  span: `${number}-${number}`,
  seasonSets: string,
  genders?: ProductGenderType[],
): Kind {
  const [from = 0, to = from] = span.split('-').map(Number);
  const seasonsOf = (set: string): Season[] =>
    set === 'all' ? [...seasons] : (set.split('+') as Season[]);
  return {
    category,
    subcategory,
    item,
    price,
    span: [from, to],
    seasons: seasonSets.split(', ').map(seasonsOf),
    ...(genders ? { genders } : {}),
  };
}

// prettier-ignore
const kinds: Kind[] = [
  kind('clothes', 'Tops', 'T-shirt', 12, '0-2', 'spring+summer, summer, all'),
  kind('clothes', 'Tops', 'Long-sleeve top', 16, '0-2', 'all, spring+autumn'),
  kind('clothes', 'Knitwear', 'Sweater', 29, '0-2', 'autumn+winter, spring+autumn+winter'),
  kind('clothes', 'Bottoms', 'Trousers', 22, '0-2', 'all, spring+autumn+winter'),
  kind('clothes', 'Bottoms', 'Shorts', 14, '0-2', 'summer, spring+summer'),
  kind('clothes', 'Dresses', 'Dress', 26, '0-2', 'summer, spring+summer, all', ['female']),
  kind('clothes', 'Outerwear', 'Rain jacket', 39, '1-3', 'spring+autumn'),
  kind('clothes', 'Outerwear', 'Winter jacket', 69, '1-3', 'winter, autumn+winter'),
  kind('clothes', 'Outerwear', 'Snowsuit', 79, '1-3', 'winter'),
  kind('clothes', 'Sleepwear', 'Pyjamas', 18, '0-2', 'all'),
  kind('clothes', 'Swimwear', 'Swimsuit', 17, '0-2', 'summer'),
  kind('shoes', 'Sneakers', 'Sneakers', 45, '2-5', 'spring+summer+autumn, all'),
  kind('shoes', 'Sandals', 'Sandals', 32, '2-5', 'summer'),
  kind('shoes', 'Boots', 'Winter boots', 59, '2-5', 'winter'),
  kind('shoes', 'Boots', 'Rain boots', 29, '2-5', 'spring+autumn'),
  kind('shoes', 'Indoor', 'Slippers', 19, '2-5', 'all'),
  kind('accessories', 'Hats', 'Sun hat', 13, '2-5', 'summer'),
  kind('accessories', 'Hats', 'Beanie', 12, '2-5', 'autumn+winter'),
  kind('accessories', 'Gloves', 'Mittens', 15, '1-4', 'winter'),
  kind('accessories', 'Socks', 'Socks (3 pairs)', 9, '1-3', 'all'),
  kind('accessories', 'Bags', 'Backpack', 34, '3-6', 'all'),
];
const kindWeights = kinds.map((k) => [k, k.category === 'clothes' ? 6 : 5] as const);

const adjectives =
  'Organic, Classic, Striped, Soft, Recycled, Cosy, Bright, Everyday, Merino'.split(', ');
const brands = 'Lilla, Nordkid, Petit Pas, Kiddo, Mini Rapid, Sol & Snø, Hopper, Tiny Trails'.split(
  ', ',
);
/** EU shoe sizes the catalogue sells (scripts/seed/catalog.mjs). */
const shoeSizeRange = { min: 16, max: 39 } as const;
const clothingGrid = clothingEuSizes.filter((eu) => eu <= 164);
const startMs = Date.parse('2025-01-01T00:00:00.000Z');
const spanMs = Date.parse('2026-11-30T00:00:00.000Z') - startMs;

function catalogue(count: number): Array<ProductData & { id: string }> {
  const random = prng(20_260_601);
  return Array.from({ length: count }, (_, i) => {
    const spec = random.weighted(kindWeights);
    const country = random.next() < 0.15 ? 'global' : random.pick(marketCodes);
    const genderType: ProductGenderType = spec.genders
      ? random.pick(spec.genders)
      : random.weighted([
          ['unisex', 2],
          ['male', 1],
          ['female', 1],
        ] as const);
    const extra = random.int(spec.span[0], spec.span[1]);
    let minSize: number;
    let maxSize: number;
    if (spec.category === 'shoes') {
      minSize = random.int(shoeSizeRange.min, shoeSizeRange.max - extra);
      maxSize = minSize + extra;
    } else {
      const from = random.int(0, clothingGrid.length - 1 - extra);
      minSize = clothingGrid[from] ?? 104;
      maxSize = clothingGrid[from + extra] ?? minSize;
    }
    const price = Math.max(4.95, Math.round(spec.price * (0.6 + random.next())) - 0.05);
    const id = `bench-${String(i + 1).padStart(5, '0')}`;
    return {
      id,
      country,
      seasons: random.pick(spec.seasons),
      category: spec.category,
      subcategory: spec.subcategory,
      item: spec.item,
      genderType,
      minSize: String(minSize),
      maxSize: String(maxSize),
      usMinSize: null,
      usMaxSize: null,
      title: `${spec.item} - ${random.pick(brands)} ${random.pick(adjectives)} ${spec.item.toLowerCase()}`,
      imageUrl: `/catalog/${spec.subcategory.toLowerCase()}.svg`,
      affiliateUrl: `https://shop-${country.toLowerCase()}.example/p/${id}?aff=sprout`,
      priceEur: Number(price.toFixed(2)),
      active: random.next() >= 0.1,
      createdAt: new Date(startMs + Math.floor(random.next() * spanMs)).toISOString(),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The requests

type Request = {
  country: string;
  season: Season;
  gender: 'male' | 'female';
  category: RecommendationCategory;
  clothingSize: number | string;
  shoeSize: number | string;
  sort: ProductSort;
  pageSize: number;
  cursor?: string | null;
};

/** A child as the app asks for one: sizes from a height (and its foot), in some market. */
function requests(seed: number) {
  const random = prng(seed);
  return (): Request => {
    const height = random.int(75, 160);
    const foot = height * 0.157 + (random.next() - 0.5);
    const shoe = shoeSizeForFoot(foot).eu;
    return {
      country: random.pick(marketCodes),
      season: random.pick(seasons),
      gender: random.pick(['male', 'female'] as const),
      category: random.weighted([
        ['all', 2],
        ['clothes', 1],
        ['shoes', 1],
      ] as const),
      clothingSize: clothingSizeToBuy(height).eu,
      // One in ten typed as people type half sizes; it compares as the whole size.
      shoeSize: random.next() < 0.1 ? `${shoe},5` : shoe,
      sort: random.weighted([
        ['newest', 5],
        ['price_asc', 3],
        ['price_desc', 2],
      ] as const),
      pageSize: random.next() < 0.8 ? 12 : 24,
    };
  };
}

// ---------------------------------------------------------------------------------------------

const products = catalogue(catalogueSize);
const db = adminDb();
let written = Date.now();
const writer = db.bulkWriter();
for (const { id, ...product } of products) {
  void writer.set(db.doc(`${collections.products}/${id}`), {
    ...product,
    matchKeys: productMatchKeys(product),
  });
}
await writer.close();
written = Date.now() - written;

const keys = products.reduce((sum, p) => sum + productMatchKeys(p).length, 0);
const count = (pred: (p: ProductData) => boolean) => products.filter(pred).length;
console.log(
  `Catalogue: ${products.length} products (${count((p) => p.active)} active; ` +
    `${count((p) => p.category === 'clothes')} clothes, ${count((p) => p.category === 'shoes')} shoes, ` +
    `${count((p) => p.category === 'accessories')} accessories; ${count((p) => p.country === 'global')} global), ` +
    `${(keys / products.length).toFixed(1)} matchKeys each on average; written in ${(written / 1000).toFixed(1)} s (BulkWriter)`,
);

const client = anonymousClient();
const call = (request: Request) =>
  client.call<Request, RecommendationsPage>('getRecommendations', request);

const warmUp = requests(7);
// Far more calls than a person makes: each starts a fresh rate-limit minute (untimed), so the
// bench measures the answer, including the counter's transaction, never a refusal.
for (let i = 0; i < warmUpCalls; i++) {
  await resetLocalRateLimits();
  await call(warmUp());
}

type Sample = { request: Request; page: 'first' | 'next'; ms: number; products: number };
const samples: Sample[] = [];
const next = requests(20_260_602);
const followUp = prng(99);
while (samples.length < measuredCalls) {
  const request = next();
  await resetLocalRateLimits();
  let t0 = performance.now();
  const first = await call(request);
  samples.push({
    request,
    page: 'first',
    ms: performance.now() - t0,
    products: first.products.length,
  });
  // About one child in three looks at the second page.
  if (first.nextCursor && followUp.next() < 0.35 && samples.length < measuredCalls) {
    const second = { ...request, cursor: first.nextCursor };
    await resetLocalRateLimits();
    t0 = performance.now();
    const page = await call(second);
    samples.push({
      request: second,
      page: 'next',
      ms: performance.now() - t0,
      products: page.products.length,
    });
  }
}

await client.close();
await db.terminate();
await deleteApp(adminApp());

const rows: Array<[string, (s: Sample) => boolean]> = [
  ['all calls', () => true],
  ['first pages', (s) => s.page === 'first'],
  ['next pages (cursor)', (s) => s.page === 'next'],
  ["category 'all'", (s) => s.request.category === 'all'],
  ["category 'clothes'", (s) => s.request.category === 'clothes'],
  ["category 'shoes'", (s) => s.request.category === 'shoes'],
  ['sort newest', (s) => s.request.sort === 'newest'],
  ['sort price_asc', (s) => s.request.sort === 'price_asc'],
  ['sort price_desc', (s) => s.request.sort === 'price_desc'],
];
const ms = (n: number, width = 8) => n.toFixed(1).padStart(width);
console.log(
  `\ngetRecommendations on the emulators, web SDK callable, signed out, ${warmUpCalls} warm-up calls, then ${samples.length} timed one after another`,
);
console.log(
  `${'requests'.padEnd(22)}${'count'.padStart(6)}${'median'.padStart(9)}${'p95'.padStart(8)}${'max'.padStart(8)}   products/page`,
);
for (const [name, match] of rows) {
  const group = samples.filter(match);
  if (group.length === 0) continue;
  const times = group.map((s) => s.ms);
  const perPage = group.reduce((sum, s) => sum + s.products, 0) / group.length;
  console.log(
    `${name.padEnd(22)}${String(group.length).padStart(6)}${ms(quantile(times, 0.5), 9)}` +
      `${ms(quantile(times, 0.95))}${ms(Math.max(...times))}   ${perPage.toFixed(1).padStart(6)}`,
  );
}
console.log('(ms; median and p95 interpolated)');
