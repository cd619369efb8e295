#!/usr/bin/env node
// Writes the demo data into running emulators (npm run seed exports it to emulator-data/):
// a demo parent and a demo admin (and the admin IP allow-list), two children with a year of
// measurements, the catalogue.
// Measurements follow the WHO LMS tables in core/data/growth at a fixed z-score per child, with a
// little measuring noise; foot length is 15.7 % of height (core/data/growth/SOURCES.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { demoLogins } from './demo-logins.mjs';
import {
  productInputFrom,
  productMatchKeys,
  productSchema,
  standingOf,
} from '../../core/src/index';
import { regenerateForecast } from '../../functions/src/children/regenerate-forecast';
import { products } from './catalog.mjs';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('seed.mjs writes only to emulators: run it through `npm run seed`.');
  process.exit(1);
}

const app = initializeApp({ projectId: 'demo-sprout' });
const auth = getAuth(app);
const db = getFirestore(app);

function readLms(file) {
  const [header, ...rows] = readFileSync(
    // Run through scripts/run-ts.mjs from the repository root (the bundle lives in .tmp/).
    join(process.cwd(), 'core/data/growth', file),
    'utf8',
  )
    .trim()
    .split('\n');
  const cols = header.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [cols[i], v])));
}
const heightTable = readLms('height_for_age.csv');
const weightTable = readLms('weight_for_age.csv');

/** The LMS value at a z-score, interpolated between whole months (30.44-day months). */
function valueAt(table, sex, ageMonths, z) {
  const rows = table.filter((r) => r.sex === sex);
  const lower = rows[Math.floor(ageMonths)];
  const upper = rows[Math.ceil(ageMonths)] ?? lower;
  const t = ageMonths - Math.floor(ageMonths);
  const at = (row) => {
    const [L, M, S] = [Number(row.L), Number(row.M), Number(row.S)];
    return L === 0 ? M * Math.exp(S * z) : M * (1 + L * S * z) ** (1 / L);
  };
  return at(lower) * (1 - t) + at(upper) * t;
}

const dayMs = 86_400_000;
const ageInMonths = (birth, date) => (Date.parse(date) - Date.parse(birth)) / dayMs / 30.44;

// A tiny deterministic noise source, so every seed run writes the same numbers.
let state = 42;
const noise = (spread) => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return ((state / 2 ** 31) * 2 - 1) * spread;
};
const round1 = (n) => Math.round(n * 10) / 10;

const children = [
  {
    // Shaped like Firestore's own ids (20 letters and digits), as sharing checks them.
    id: 'DemoChildElsa0000001',
    name: 'Elsa',
    gender: 'female',
    birthDate: '2021-04-09',
    zHeight: 0.6,
    zWeight: 0.3,
  },
  {
    id: 'DemoChildLeo00000002',
    name: 'Leo',
    gender: 'male',
    birthDate: '2024-02-20',
    zHeight: -0.4,
    zWeight: -0.2,
  },
];

// Roughly every six weeks over the past year, as a busy parent measures.
const measurementDates = [
  '2025-11-16',
  '2026-01-04',
  '2026-02-15',
  '2026-03-29',
  '2026-05-10',
  '2026-06-21',
  '2026-08-09',
  '2026-09-20',
  '2026-11-01',
];

async function seedUsers() {
  for (const login of demoLogins) {
    await auth.createUser({
      uid: login.uid,
      email: login.email,
      password: login.password,
      displayName: login.name,
      emailVerified: true,
    });
    const createdAt = '2025-11-10T09:00:00.000Z';
    await db.doc(`users/${login.uid}`).set({
      email: login.email,
      name: login.name,
      locale: 'SE',
      language: login.role === 'admin' ? 'en' : 'sv',
      measurementSystem: 'metric',
      emailReminders: true,
      birthdayReminders: true,
      // Server times, as the rules require of a client (serverTimestamp()).
      termsAcceptedAt: Timestamp.fromDate(new Date(createdAt)),
      createdAt: Timestamp.fromDate(new Date(createdAt)),
    });
    if (login.role === 'admin') {
      await auth.setCustomUserClaims(login.uid, { admin: true });
      await db.doc(`admins/${login.uid}`).set({ email: login.email, createdAt });
    }
  }
}

// Admin calls are accepted from this machine only (IPv4 and IPv6 loopback); see README.
async function seedAdminAllowlist() {
  await db.doc('adminConfig/ipAllowlist').set({ ips: ['127.0.0.1', '::1'] });
}

async function seedChildren() {
  const parent = demoLogins.find((l) => l.role === 'parent');
  for (const child of children) {
    await db.doc(`children/${child.id}`).set({
      ownerId: parent.uid,
      name: child.name,
      birthDate: child.birthDate,
      gender: child.gender,
      createdAt: '2025-11-16T18:30:00.000Z',
    });
    const measurementIds = [];
    let lastHeight = 0;
    for (const [i, date] of measurementDates.entries()) {
      const age = ageInMonths(child.birthDate, date);
      const height = Math.max(
        lastHeight + 0.1,
        round1(valueAt(heightTable, child.gender, age, child.zHeight) + noise(0.3)),
      );
      lastHeight = height;
      const weight = round1(valueAt(weightTable, child.gender, age, child.zWeight) + noise(0.2));
      const footLength = round1(height * 0.157 + noise(0.1));
      const measurementId = `m${String(i + 1).padStart(2, '0')}`;
      measurementIds.push(measurementId);
      await db.doc(`children/${child.id}/measurements/${measurementId}`).set({
        measuredAt: date,
        height,
        weight,
        footLength,
        createdAt: `${date}T19:00:00.000Z`,
        // What onMeasurementWritten stores (the seed runs without the functions emulator).
        percentiles: {
          height: standingOf('height', child.gender, age, height),
          weight: standingOf('weight', child.gender, age, weight),
          footLength: standingOf('footLength', child.gender, age, footLength),
        },
      });
    }
    // The ids the rules count (core's writeCaps), as the app lists them when it writes.
    await db.doc(`children/${child.id}/indexes/measurements`).set({ ids: measurementIds });
  }
  await db
    .doc(`users/${parent.uid}/indexes/children`)
    .set({ ids: children.map((child) => child.id) });
}

async function seedCatalogue() {
  const batch = db.batch();
  for (const { id, ...product } of products) {
    // Sizes are EU labels (strings); matchKeys are what getRecommendations queries.
    const stored = {
      ...product,
      minSize: String(product.minSize),
      maxSize: String(product.maxSize),
    };
    // Every seeded product is one the admin form can save as it is (issue 32): its taxonomy,
    // sizes, picture and price pass the server's schema, or the seed stops here.
    try {
      productSchema.validateSync(productInputFrom(stored), { abortEarly: false });
    } catch (error) {
      throw new Error(`seed product ${id} fails the admin schema: ${error.errors?.join(', ')}`);
    }
    batch.set(db.doc(`products/${id}`), { ...stored, matchKeys: productMatchKeys(stored) });
  }
  await batch.commit();
}

await seedUsers();
await seedAdminAllowlist();
await seedChildren();
await seedCatalogue();
// The forecast the trigger would write (npm start refreshes it for the day it runs).
for (const child of children) await regenerateForecast(child.id);
console.log(
  `seeded ${demoLogins.length} users, ${children.length} children with ${measurementDates.length} measurements each, ${products.length} products`,
);
