import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authEventTypes,
  authProviders,
  childGenders,
  errorCodes,
  paths,
  productCategories,
  productCountries,
  productGenderTypes,
  productDataFrom,
  productInputFrom,
  productSchema,
  productMatchKeys,
  productSorts,
  rateLimits,
  recommendationCategories,
  recommendationPageSize,
  routeLanguages,
  savedProductMaxPriceEur,
  seasons,
  type ErrorCode,
  type RateLimitSubject,
} from '@sprout/core';
import * as functionExports from '../../functions/src/index';
import { adminAuth, adminDb, eventually, storedDoc } from '../support/admin';
import { adminCallers, defaultAllowlist, setAllowlist } from '../support/admin-callers';
import { productData } from '../support/factories';
import {
  databaseFingerprint,
  fingerprintChanges,
  settledFingerprint,
  type Fingerprint,
} from '../support/fingerprint';
import { useClients } from '../support/harness';
import { callFrom, resetRateLimitsOf } from '../support/rate-limits';

/*
 * The fuzz suite (issue 16): every callable the functions export gets malformed, oversized and
 * wrong-typed payloads (fast-check), from a verified parent, a granted admin with a live session
 * (so validation is reached, not only the access check) and, for a sample, an anonymous caller.
 * Each call must end in an HttpsError carrying one of core's error codes (never INTERNAL, never
 * without a code), or succeed only where the payload is valid; and a property run must leave
 * the database as it found it. FUZZ_SEED=<n> repeats a run (the seed is printed).
 */

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.FUZZ_RUNS ?? 30);
const anonymousRuns = 5;

// Rate-limit counters are the limiter's own bookkeeping (reset between calls below), and authLogs
// is what logAuthEvent and the admin sign-in are for: recording attempts, failed ones included.
const notFingerprinted = ['rateLimits', 'authLogs'] as const;

// ---------------------------------------------------------------------------------------------
// Payload models: one per callable, each field with a valid value and what it accepts.

type Kind =
  | { kind: 'autoId' } // core's autoIdSchema (strict)
  | { kind: 'uid' } // core's uidSchema (strict)
  | { kind: 'token' } // a share token (uuid v4)
  | { kind: 'session' } // an admin session id: anything but the live one is refused
  | { kind: 'productId'; existing?: true } // the fuzz product, or one that does not exist
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'text'; max: number }
  | { kind: 'url'; max: number }
  | { kind: 'imageUrl'; max: number } // https, or a picture of the app's own /catalog/
  | { kind: 'email' }
  | { kind: 'otp' }
  | { kind: 'bool' } // yup boolean: 'true', 1 ... are read as booleans
  | { kind: 'strictBool' } // only true or false
  | { kind: 'number'; min?: number; max?: number; integer?: boolean; exclusiveMin?: boolean }
  | { kind: 'list'; values: readonly string[] }
  | { kind: 'productIds'; max: number } // product ids (deduplicated), none that exists
  | { kind: 'importRows'; max: number } // CSV rows: { line, id, product }
  | { kind: 'object'; fields: Fields };

type Field = Kind & { valid?: unknown; required?: boolean; nullable?: boolean };
type Fields = Record<string, Field>;

type Outcome = 'ok' | ErrorCode;
type CallerRole = 'parent' | 'admin' | 'deleted';

type PayloadModel = {
  caller: CallerRole;
  /**
   * The payload is not read (beyond the caller): every payload must give `base`.
   */
  ignoresPayload?: true;
  fields?: Fields;
  /**
   * What the valid base payload gives, or 'writes' when a valid call writes by design (then only
   * payloads that are certainly invalid are sent).
   */
  base: Outcome | 'writes';
  /**
   * Valid variations of the base could write (a changed flag), so only certainly invalid
   * payloads and the base with extra keys are sent.
   */
  onlyInvalid?: true;
  /** Anonymous callers get through (the share page, sign-in logging). */
  open?: true;
};

const session: Field = { kind: 'session', required: true };
const productFields = (required: boolean): Fields => ({
  country: { kind: 'enum', values: productCountries, required },
  title: { kind: 'text', max: 200, required },
  seasons: { kind: 'list', values: seasons, required },
  category: { kind: 'enum', values: productCategories, required },
  subcategory: { kind: 'text', max: 80 },
  item: { kind: 'text', max: 80 },
  genderType: { kind: 'enum', values: productGenderTypes, required },
  minSize: { kind: 'text', max: 20, required },
  maxSize: { kind: 'text', max: 20, required },
  usMinSize: { kind: 'text', max: 20, nullable: true },
  usMaxSize: { kind: 'text', max: 20, nullable: true },
  price: { kind: 'number', min: 0, exclusiveMin: true, max: savedProductMaxPriceEur, required },
  imageUrl: { kind: 'imageUrl', max: 2000, required },
  affiliateUrl: { kind: 'url', max: 2000, required },
  active: { kind: 'bool' },
});
const reminderSample = (withEmail: boolean): Fields => ({
  sessionId: session,
  type: { kind: 'enum', values: ['season', 'birthday'], valid: 'birthday', required: true },
  language: { kind: 'enum', values: routeLanguages, valid: 'en-US' },
  ...(withEmail ? { email: { kind: 'email', required: true } as Field } : {}),
  childName: { kind: 'text', max: 80, valid: 'Emma' },
  birthDate: { kind: 'text', max: 40, valid: '2020-05-01' },
  upcomingAge: { kind: 'number', min: 1, max: 20, integer: true, valid: 6 },
});

/**
 * Every callable's payload model. A callable exported without one fails the suite: add it here.
 * Values are filled in per run (`baseValues`) where they depend on the callers.
 */
const models: Record<string, PayloadModel> = {
  deleteAccount: { caller: 'deleted', ignoresPayload: true, base: 'auth/user-not-found' },
  // Reads no payload; rate-limited (5 an hour), and the suite resets the counters per call.
  exportMyData: { caller: 'parent', ignoresPayload: true, base: 'ok' },
  logAuthEvent: {
    caller: 'parent',
    open: true,
    fields: {
      eventType: { kind: 'enum', values: authEventTypes, required: true },
      provider: { kind: 'enum', values: authProviders, required: true },
      success: { kind: 'bool', valid: false, required: true },
      email: { kind: 'text', max: 320, valid: 'someone@example.com' },
      errorMessage: { kind: 'text', max: 200, valid: 'Invalid login credentials' },
    },
    base: 'ok',
  },
  setReminders: {
    caller: 'parent',
    fields: {
      type: { kind: 'enum', values: ['season', 'birthday'], required: true },
      // The profile's own value: the base call changes nothing.
      enabled: { kind: 'bool', valid: true, required: true },
    },
    base: 'ok',
    onlyInvalid: true,
  },
  createShare: {
    caller: 'parent',
    fields: {
      childId: { kind: 'autoId', required: true },
      expiresInDays: { kind: 'enum', values: [1, 7, 30, 90], valid: 7, nullable: true },
      role: { kind: 'enum', values: ['follower', 'guardian'], valid: 'guardian' },
    },
    // No such child: the owner check refuses before anything is written.
    base: 'db/permission-error',
  },
  getSharedChild: {
    caller: 'parent',
    open: true,
    fields: { token: { kind: 'token', required: true } },
    base: 'db/not-found',
  },
  subscribe: {
    caller: 'parent',
    fields: { token: { kind: 'token', required: true } },
    base: 'db/not-found',
  },
  unsubscribe: {
    caller: 'parent',
    fields: { childId: { kind: 'autoId', required: true } },
    base: 'ok',
  },
  removeSubscriber: {
    caller: 'parent',
    fields: {
      childId: { kind: 'autoId', required: true },
      subscriberId: { kind: 'uid', required: true },
    },
    base: 'db/permission-error',
  },
  setSubscriberRole: {
    caller: 'parent',
    fields: {
      childId: { kind: 'autoId', required: true },
      subscriberId: { kind: 'uid', required: true },
      role: { kind: 'enum', values: ['follower', 'guardian'], valid: 'guardian', required: true },
    },
    // Not the owner of such a child: refused before anything is written.
    base: 'db/permission-error',
  },
  setGuardianReminders: {
    caller: 'parent',
    fields: {
      childId: { kind: 'autoId', required: true },
      enabled: { kind: 'strictBool', valid: true, required: true },
    },
    // Not a guardian of such a child: refused before anything is written.
    base: 'db/permission-error',
  },
  listShares: { caller: 'parent', ignoresPayload: true, base: 'ok' },
  deleteShare: {
    caller: 'parent',
    fields: { token: { kind: 'token', required: true } },
    base: 'db/not-found',
  },
  listSubscriptions: { caller: 'parent', ignoresPayload: true, base: 'ok' },
  getRecommendations: {
    caller: 'parent',
    open: true,
    fields: {
      country: { kind: 'enum', values: productCountries, valid: 'SE', required: true },
      season: { kind: 'enum', values: seasons, required: true },
      gender: { kind: 'enum', values: childGenders, required: true },
      category: { kind: 'enum', values: recommendationCategories },
      clothingSize: { kind: 'number', min: 0, exclusiveMin: true, valid: 104, required: true },
      // Absent or null: a child who does not walk yet, who gets no shoes.
      shoeSize: { kind: 'number', min: 0, exclusiveMin: true, valid: 28, nullable: true },
      sort: { kind: 'enum', values: productSorts },
      pageSize: { kind: 'number', min: 1, max: recommendationPageSize.max, integer: true },
      cursor: { kind: 'text', max: 300, nullable: true, valid: null },
    },
    base: 'ok',
  },
  startAdminSession: {
    caller: 'admin',
    fields: { code: { kind: 'otp' } },
    base: 'writes',
  },
  endAdminSession: { caller: 'admin', fields: { sessionId: session }, base: 'writes' },
  enrollAdminTotp: { caller: 'admin', fields: { sessionId: session }, base: 'writes' },
  confirmAdminTotp: {
    caller: 'admin',
    fields: { sessionId: session, code: { kind: 'otp', valid: '123456', required: true } },
    // Nothing to confirm: the fuzz admin never started an enrolment.
    base: 'db/not-found',
  },
  adminTotpStatus: { caller: 'admin', fields: { sessionId: session }, base: 'ok' },
  disableAdminTotp: {
    caller: 'admin',
    fields: { sessionId: session, code: { kind: 'otp', valid: '123456', required: true } },
    // Nothing to turn off: the fuzz admin never confirmed a second factor.
    base: 'db/not-found',
  },
  adminListProducts: {
    caller: 'admin',
    fields: {
      sessionId: session,
      country: { kind: 'enum', values: productCountries, valid: 'SE' },
      search: { kind: 'text', max: 200, valid: '' },
      gender: { kind: 'enum', values: ['all', ...productGenderTypes] },
      category: { kind: 'enum', values: ['all', ...productCategories] },
      season: { kind: 'enum', values: ['all', ...seasons] },
      status: { kind: 'enum', values: ['all', 'active', 'inactive'] },
      scope: { kind: 'enum', values: ['all', 'global', 'country'] },
      cursor: { kind: 'text', max: 300, nullable: true, valid: null },
    },
    base: 'ok',
  },
  adminProductStats: { caller: 'admin', fields: { sessionId: session }, base: 'ok' },
  adminReminderCounts: { caller: 'admin', fields: { sessionId: session }, base: 'ok' },
  adminCreateProduct: {
    caller: 'admin',
    fields: {
      sessionId: session,
      product: {
        kind: 'object',
        fields: productFields(true),
        valid: productInputFrom(productData({ country: 'SE' })),
        required: true,
      },
    },
    base: 'writes',
  },
  adminUpdateProduct: {
    caller: 'admin',
    fields: {
      sessionId: session,
      productId: { kind: 'productId', existing: true, required: true },
      changes: { kind: 'object', fields: productFields(false), valid: {}, nullable: true },
    },
    // The fuzz product unchanged: nothing is written.
    base: 'ok',
    onlyInvalid: true,
  },
  adminDuplicateProduct: {
    caller: 'admin',
    fields: {
      sessionId: session,
      productId: { kind: 'productId', existing: true, required: true },
      changes: { kind: 'object', fields: productFields(false), valid: {}, nullable: true },
    },
    base: 'writes',
  },
  adminDeleteProduct: {
    caller: 'admin',
    fields: { sessionId: session, productId: { kind: 'productId', required: true } },
    base: 'db/not-found',
  },
  adminToggleProduct: {
    caller: 'admin',
    fields: {
      sessionId: session,
      productId: { kind: 'productId', required: true },
      active: { kind: 'strictBool', valid: true },
    },
    base: 'db/not-found',
  },
  adminBulkSetActive: {
    caller: 'admin',
    fields: {
      sessionId: session,
      productIds: { kind: 'productIds', max: 50, required: true },
      active: { kind: 'strictBool', valid: false, required: true },
    },
    // No such product: reported as not found, nothing written.
    base: 'ok',
  },
  adminImportProducts: {
    caller: 'admin',
    fields: { sessionId: session, rows: { kind: 'importRows', max: 200, required: true } },
    base: 'ok',
  },
  adminListActions: {
    caller: 'admin',
    fields: {
      sessionId: session,
      // Any id that is no product gives an empty history.
      productId: { kind: 'text', max: 1500 },
      cursor: { kind: 'text', max: 300, nullable: true, valid: null },
    },
    base: 'ok',
  },
  adminSendWelcomeEmail: {
    caller: 'admin',
    fields: { sessionId: session, email: { kind: 'email', required: true } },
    base: 'writes',
  },
  adminSendSeasonReminders: {
    caller: 'admin',
    fields: { sessionId: session, dryRun: { kind: 'strictBool' } },
    base: 'writes',
  },
  adminSendBirthdayReminders: {
    caller: 'admin',
    fields: { sessionId: session, dryRun: { kind: 'strictBool' } },
    base: 'writes',
  },
  adminPreviewReminderEmail: { caller: 'admin', fields: reminderSample(false), base: 'ok' },
  adminSendReminderTestEmail: { caller: 'admin', fields: reminderSample(true), base: 'writes' },
};

/** The onCall exports of functions/src/index.ts (not triggers, schedules or HTTP endpoints). */
const callables = Object.entries(functionExports)
  .filter(([, value]) => {
    const endpoint = (value as { __endpoint?: { callableTrigger?: unknown } }).__endpoint;
    return endpoint?.callableTrigger !== undefined;
  })
  .map(([name]) => name)
  .sort();

// ---------------------------------------------------------------------------------------------
// What a value certainly is not: the oracle that says a payload must be refused.

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const looksNumeric = (text: string) =>
  /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(text.trim().replace(',', '.'));

/** True when no reading of `value` (yup's casts included) is valid for `field`. */
function certainlyInvalid(field: Field, value: unknown): boolean {
  if (value === undefined) return field.required === true;
  if (value === null) return field.required === true && !field.nullable;
  if (field.kind === 'object') {
    return typeof value !== 'object' || Array.isArray(value);
  }
  if (field.kind === 'productIds') {
    return (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.some(
        (id) =>
          id === null || typeof id === 'object' || (typeof id === 'string' && id.includes('/')),
      )
    );
  }
  if (field.kind === 'importRows') {
    return (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.length > field.max ||
      value.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))
    );
  }
  if (field.kind === 'list') {
    return !(
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => field.values.some((v) => v === String(item).trim().toLowerCase()))
    );
  }
  // Objects and arrays are no reading of a string, number or boolean.
  if (typeof value === 'object') return true;
  const text = String(value);
  const empty = text.trim() === '';
  switch (field.kind) {
    case 'autoId':
      return typeof value !== 'string' || !/^[A-Za-z0-9]{20}$/.test(value);
    case 'uid':
      return typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value);
    case 'token':
      return !uuidV4.test(text.trim());
    case 'session':
    case 'productId':
      // Never the live session or the fuzz product: refused or not found.
      return true;
    case 'enum':
      if (empty && !field.required) return false;
      return !field.values.some((v) => String(v).toLowerCase() === text.trim().toLowerCase());
    case 'text':
      return text.trim().length > field.max;
    case 'url':
      return text.trim().length > field.max || !/^https?:\/\/\S/i.test(text.trim());
    case 'imageUrl':
      return (
        text.trim().length > field.max ||
        !/^(?:https:\/\/\S|\/catalog\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$)/i.test(text.trim())
      );
    case 'email':
      return !text.includes('@');
    case 'otp':
      if (empty && !field.required) return false;
      return !/^\d{6}$/.test(text.trim());
    case 'bool':
      return typeof value !== 'boolean' && !/^(true|false|1|0)$/i.test(text.trim());
    case 'strictBool':
      return typeof value !== 'boolean';
    case 'number': {
      if (typeof value === 'boolean') return true;
      if (typeof value === 'string') {
        if (empty) return field.required === true;
        if (!looksNumeric(value)) return true;
      }
      const n = Number(text.trim().replace(',', '.'));
      if (!Number.isFinite(n)) return false;
      if (field.integer && !Number.isInteger(n)) return true;
      if (field.min !== undefined && (field.exclusiveMin ? n <= field.min : n < field.min))
        return true;
      return field.max !== undefined && n > field.max;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries.

/** An object with own keys such as '__proto__' (as JSON.parse makes them on the server). */
function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

const hundredKb = 100_000;
const hugeString = fc
  .constantFrom('x', 'é', '🌱', '\u0000', 'a/', '..', ' ', '<script>')
  .map((unit) => unit.repeat(Math.ceil(hundredKb / unit.length)));
const deepNesting = fc
  .tuple(fc.integer({ min: 30, max: 400 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { nested: value };
    return value;
  });
const craftedId = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '.',
    '..',
    '/',
    'a/b',
    '../users/x',
    'children/x/measurements/y',
    '__proto__',
    'constructor',
    'prototype',
    '%2F..%2F',
    'a\u0000b',
    `${'A'.repeat(20)}/`,
    'A'.repeat(21),
    'x'.repeat(1501),
    '__.*__',
    '00000000-0000-4000-8000-000000000000/..',
  ),
  fc.string({ maxLength: 30 }).map((s) => `${s}/${s}`),
  fc.integer({ min: 129, max: 3000 }).map((n) => 'a'.repeat(n)),
);
const unicodeText = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
const outOfRange = fc.constantFrom(
  -1,
  0,
  -0.5,
  1.5,
  21,
  49,
  -1e9,
  1e21,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_VALUE,
  123456,
  1234567,
);
const pollution = fc.constantFrom(
  ownObject([['__proto__', { polluted: true, admin: true }]]),
  ownObject([['constructor', { prototype: { polluted: true } }]]),
  ownObject([['prototype', { polluted: true }]]),
  ownObject([
    ['__proto__', { toString: 'x' }],
    ['constructor', 'x'],
  ]),
);
const smallJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** Wrong types, odd shapes and odd sizes: what a field (or the whole payload) is replaced by. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  outOfRange,
  fc.string({ maxLength: 20 }),
  unicodeText,
  hugeString,
  craftedId,
  deepNesting,
  pollution,
  fc.array(smallJson, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), smallJson, { maxKeys: 5 }),
  fc.constantFrom(['a'], [{}], [null], { a: 1 }, {}),
);

type Case = {
  [fc.toStringMethod]?: () => string;
  payload: unknown;
  /** No reading of the payload is valid: the call must fail. */
  mustFail: boolean;
  /** The base with extra keys only: the call must give the base's outcome. */
  onBase: boolean;
  label: string;
};

const extraKeyNames = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'uid'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

function fieldPaths(fields: Fields, prefix: string[] = []): { path: string[]; field: Field }[] {
  return Object.entries(fields).flatMap(([name, field]) => [
    { path: [...prefix, name], field },
    ...(field.kind === 'object' ? fieldPaths(field.fields, [...prefix, name]) : []),
  ]);
}

/** A deep copy of `base` with the value at `path` replaced (or removed for `undefined`). */
function withValueAt(base: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(base);
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target[key] =
      typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
    target = target[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  // Reflect.deleteProperty: the key is data here, not code.
  if (value === undefined) Reflect.deleteProperty(target, last);
  else
    Object.defineProperty(target, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

/** A label that fast-check prints instead of a 100 kB payload. */
function describePayload(payload: unknown): string {
  const text = JSON.stringify(payload) ?? String(payload);
  return text.length > 200 ? `${text.slice(0, 200)}... (${text.length} chars)` : text;
}

function caseArbitrary(model: PayloadModel, base: Record<string, unknown>): fc.Arbitrary<Case> {
  const fields = model.fields ?? {};
  const hasRequired = Object.values(fields).some((field) => field.required);
  const parses = !model.ignoresPayload;
  const paths = fieldPaths(fields);

  const wholePayload = oddValue.map((payload): Case => ({
    payload,
    mustFail:
      parses &&
      (payload === null || (typeof payload === 'object' && !Array.isArray(payload))
        ? hasRequired
        : true),
    onBase: false,
    label: 'whole payload replaced',
  }));
  const families: fc.Arbitrary<Case>[] = [wholePayload];
  if (paths.length > 0) {
    const pick = fc.constantFrom(...paths);
    families.push(
      fc.tuple(pick, oddValue).map(([{ path, field }, value]): Case => ({
        payload: withValueAt(base, path, value),
        mustFail: parses && certainlyInvalid(field, value),
        onBase: false,
        label: `${path.join('.')} replaced`,
      })),
      pick.map(({ path, field }): Case => ({
        payload: withValueAt(base, path, undefined),
        mustFail: parses && field.required === true,
        onBase: false,
        label: `${path.join('.')} missing`,
      })),
    );
  }
  families.push(
    fc
      .array(fc.tuple(extraKeyNames, oddValue), { minLength: 1, maxLength: 4 })
      .map((extras): Case => {
        const payload = structuredClone(base);
        for (const [key, value] of extras) {
          if (key in fields) continue;
          Object.defineProperty(payload, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return { payload, mustFail: false, onBase: true, label: 'extra keys' };
      }),
  );
  // fast-check prints a failing case through this, not as a 100 kB payload.
  const cases = fc.oneof(...families).map((c): Case => ({
    ...c,
    [fc.toStringMethod]: () => `${c.label}: ${describePayload(c.payload)}`,
  }));
  if (model.base === 'writes') return cases.filter((c) => c.mustFail);
  if (model.onlyInvalid) return cases.filter((c) => c.mustFail || c.onBase);
  return cases;
}

// ---------------------------------------------------------------------------------------------
// The suite.

type Answer = { ok: true } | { ok: false; status: string; code: unknown; message: string };

describe('fuzzing every callable', () => {
  const clients = useClients();
  const admins = adminCallers(clients);
  const tokens: Partial<Record<CallerRole, { idToken: string; subject: RateLimitSubject }>> = {};
  let sessionId = '';
  const productId = `fuzz-product-${randomUUID()}`;
  let baseline: Fingerprint;

  // Callers made once for the whole file: the harness would close them after the first test.
  beforeAll(async () => {
    console.log(`fuzz seed ${seed} (repeat with FUZZ_SEED=${seed}), ${numRuns} runs per callable`);
    // Reminders on, as setReminders' model assumes (its valid base sets the profile's own value).
    const parent = await clients.newUser('fuzz-parent', {
      emailReminders: true,
      birthdayReminders: true,
    });
    tokens.parent = { idToken: await parent.user.getIdToken(), subject: `uid:${parent.user.uid}` };

    // This machine on the admin allow-list, as every admin suite expects it.
    await setAllowlist(defaultAllowlist);
    const { client: admin, sessionId: live } = await admins.signedInAdmin();
    sessionId = live;
    tokens.admin = { idToken: await admin.user.getIdToken(), subject: `uid:${admin.user.uid}` };

    // deleteAccount reads no payload and deletes whoever calls it: its caller is an account that
    // is already gone, so every call is refused ('User not found') and nothing is deleted.
    const gone = await clients.newUser('fuzz-gone', null);
    tokens.deleted = { idToken: await gone.user.getIdToken(), subject: `uid:${gone.user.uid}` };
    await adminAuth().deleteUser(gone.user.uid);

    // An inactive product for the update and duplicate payloads (no parent's list shows it).
    // Stored as the admin functions store it, so an update without changes writes nothing.
    const factory = productData({ country: 'SE', active: false, title: `Fuzz ${productId}` });
    const product = productDataFrom(
      productSchema.validateSync(productInputFrom(factory), { stripUnknown: true }),
      factory.createdAt,
    );
    await storedDoc(paths.product(productId)).set({
      ...product,
      matchKeys: productMatchKeys(product),
    });

    // The parent's welcome e-mail (a trigger of the profile) is sent before the baseline; should
    // none be queued, the settled fingerprint below still waits for the database to be still.
    await eventually(
      () => storedDoc(paths.mail(`welcome-${parent.user.uid}`)).get(),
      (snap) => ['sent', 'failed'].includes(String(snap.get('status'))),
      15_000,
    ).catch(() => undefined);
    baseline = await settledFingerprint(notFingerprinted);
  }, 120_000);

  afterAll(async () => {
    await adminDb().doc(paths.product(productId)).delete();
  });

  function baseValues(model: PayloadModel): Record<string, unknown> {
    const value = (field: Field): unknown => {
      if (field.valid !== undefined) return field.valid;
      switch (field.kind) {
        case 'autoId':
          return 'A1b2C3d4E5f6G7h8I9j0';
        case 'uid':
          return 'someoneElse_123';
        case 'token':
          return randomUUID();
        case 'session':
          return sessionId;
        case 'productId':
          return field.existing ? productId : `missing-${randomUUID()}`;
        case 'enum':
          return field.values[0];
        case 'text':
          return 'text';
        case 'url':
        case 'imageUrl':
          return 'https://shop.example/item';
        case 'email':
          return 'fuzz@example.com';
        case 'otp':
          return '123456';
        case 'bool':
        case 'strictBool':
          return true;
        case 'number':
          return (field.min ?? 0) + 1;
        case 'list':
          return [field.values[0]];
        case 'productIds':
          return [`missing-${randomUUID()}`];
        case 'importRows':
          // A row that is no product: refused with its reason, nothing written.
          return [{ line: 2, id: null, product: {} }];
        case 'object':
          return Object.fromEntries(
            Object.entries(field.fields).map(([name, inner]) => [name, value(inner)]),
          );
      }
    };
    const fields = model.fields ?? {};
    return Object.fromEntries(
      Object.entries(fields)
        .filter(([, field]) => field.required || field.valid !== undefined)
        .map(([name, field]) => [name, value(field)]),
    );
  }

  async function call(name: string, payload: unknown, role: CallerRole | 'anonymous') {
    const caller = role === 'anonymous' ? undefined : tokens[role];
    // Every call is counted afresh, so the limiter answers only when the payload is fine.
    if (name in rateLimits) await resetRateLimitsOf(caller?.subject ?? 'ip:127.0.0.1');
    // The web SDK sends undefined as null; the callable protocol needs a `data` field.
    const res = await callFrom(name, payload === undefined ? null : payload, {
      ip: '127.0.0.1',
      ...(caller ? { idToken: caller.idToken } : {}),
    });
    if (!res.error) return { ok: true } as Answer;
    return {
      ok: false,
      status: res.error.status,
      code: res.error.details?.code,
      message: res.error.message,
    } as Answer;
  }

  /** The contract of one call; returns the outcome for the tally. */
  function check(answer: Answer, c: Case, expected: Outcome | 'writes', anonymous: boolean) {
    const where = `${c.label}: ${describePayload(c.payload)}`;
    if (answer.ok) {
      expect(c.mustFail, `succeeded on an invalid payload (${where})`).toBe(false);
      if (c.onBase && !anonymous) expect('ok', where).toBe(expected);
      return 'ok';
    }
    expect(answer.status, `${answer.message} (${where})`).not.toBe('INTERNAL');
    expect(errorCodes, `no catalogue code: ${answer.message} (${where})`).toContain(answer.code);
    if (c.onBase && !anonymous) expect(answer.code, where).toBe(expected);
    return answer.code as string;
  }

  it('has a payload model for every callable, and none for a callable that is gone', () => {
    expect(callables.length).toBeGreaterThan(20);
    expect(
      callables.filter((name) => !(name in models)),
      'callables without a payload model in tests/functions/fuzz.test.ts',
    ).toEqual([]);
    expect(Object.keys(models).filter((name) => !callables.includes(name))).toEqual([]);
    // Triggers, schedules and the HTTP unsubscribe endpoint are not callables.
    expect(callables).not.toContain('reminderUnsubscribe');
    expect(callables).not.toContain('onMailQueued');
  });

  // Findings of the fuzz suite, kept as fixed cases (each answered INTERNAL or wrote before).
  describe('regressions', () => {
    async function expectCode(name: string, payload: object, code: ErrorCode) {
      const answer = await call(name, payload, 'admin');
      expect(answer.ok ? 'ok' : [answer.status, answer.code]).toEqual([
        expect.not.stringMatching(/^INTERNAL$/),
        code,
      ]);
    }

    it('refuses wrong-typed fields of trimmed strings instead of failing on them', async () => {
      await expectCode('adminProductStats', { sessionId: ['a'] }, 'auth/session-expired');
      await expectCode('startAdminSession', { code: ['a'] }, 'validation/invalid-format');
      await expectCode(
        'adminSendWelcomeEmail',
        { sessionId, email: [null] },
        'validation/invalid-format',
      );
      await expectCode(
        'adminUpdateProduct',
        { sessionId, productId, changes: { minSize: { a: 1 } } },
        'validation/invalid-format',
      );
    });

    it('refuses a session id that is a path instead of failing on it', async () => {
      for (const bad of ['a/b', '/', '../x']) {
        await expectCode('adminProductStats', { sessionId: bad }, 'auth/session-expired');
      }
    });

    it('refuses product ids Firestore cannot hold instead of failing on them', async () => {
      for (const bad of ['..', '.', '__fuzz__', 'é'.repeat(800)]) {
        await expectCode(
          'adminToggleProduct',
          { sessionId, productId: bad },
          'validation/invalid-format',
        );
        await expectCode(
          'adminDeleteProduct',
          { sessionId, productId: bad },
          'validation/invalid-format',
        );
      }
    });

    it('refuses sizes, links and prices that no parent could save, and writes nothing', async () => {
      const before = await storedDoc(paths.product(productId)).get();
      for (const [changes, code] of [
        [{ minSize: 'x'.repeat(100_000) }, 'validation/invalid-format'],
        [{ usMaxSize: '9'.repeat(21) }, 'validation/invalid-format'],
        [{ imageUrl: `https://shop.example/${'x'.repeat(2000)}` }, 'validation/invalid-format'],
        [{ price: savedProductMaxPriceEur + 1 }, 'validation/out-of-range'],
      ] as const) {
        await expectCode('adminUpdateProduct', { sessionId, productId, changes }, code);
      }
      const after = await storedDoc(paths.product(productId)).get();
      expect(after.data()).toEqual(before.data());
    });
  });

  it.each(callables)(
    '%s answers malformed payloads with a coded error and writes nothing',
    async (name) => {
      const model = models[name];
      if (!model)
        throw new Error(`${name} has no payload model: add one to models in fuzz.test.ts`);
      const base = baseValues(model);
      const tally = new Map<string, number>();
      const count = (outcome: string) => tally.set(outcome, (tally.get(outcome) ?? 0) + 1);

      // The base payload itself gives what the model says (unless a valid call would write).
      if (model.base !== 'writes') {
        const answer = await call(name, base, model.caller);
        check(
          answer,
          { payload: base, mustFail: false, onBase: true, label: 'base' },
          model.base,
          false,
        );
      }

      try {
        await fc.assert(
          fc.asyncProperty(caseArbitrary(model, base), async (c) => {
            count(check(await call(name, c.payload, model.caller), c, model.base, false));
          }),
          { seed, numRuns, endOnFailure: true },
        );
        await fc.assert(
          fc.asyncProperty(caseArbitrary(model, base), async (c) => {
            const answer = await call(name, c.payload, 'anonymous');
            const outcome = check(answer, c, model.base, true);
            // Only the open callables let an anonymous caller through.
            if (!model.open) expect(outcome).toBe('auth/session-expired');
          }),
          { seed, numRuns: anonymousRuns, endOnFailure: true },
        );
      } finally {
        // One reading: nothing runs in the background once the baseline settled, unless a call wrote.
        const after = await databaseFingerprint(notFingerprinted);
        const changes = fingerprintChanges(baseline, after);
        baseline = after;
        expect(changes, `${name} wrote on fuzzed payloads`).toEqual([]);
      }

      console.log(`${name}: ${[...tally].map(([k, v]) => `${k} ${v}`).join(', ')}`);
      // Validation was reached: not every call stopped at the access check.
      if (model.fields && Object.keys(model.fields).some((field) => field !== 'sessionId')) {
        expect(
          [...tally.keys()].some(
            (k) => k !== 'auth/session-expired' && k !== 'db/permission-error',
          ),
          `${name} never got past the access check`,
        ).toBe(true);
      }
    },
  );
});
