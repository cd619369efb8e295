import { mixed, object, string, type InferType } from 'yup';
import { seasons } from '../seasons/seasons';
import type { productSchema } from '../validation/product.schema';
import {
  productCategories,
  productCountries,
  productGenderTypes,
} from '../validation/product.schema';
import { validationCodes as codes } from '../validation/validation-codes';
import { uuidV4Pattern } from '../validation/schema-fields';
import type { ProductData } from '../products/product.types';
import { bareProductTitle, givenTitles } from '../products/product-titles';
import type { StoredTimestamp } from '../stored-timestamp.types';
import { usSizeInTable } from './product-sizes';

/**
 * The admin area's server contract (spec sections 2, 6 and 9; DESIGN.md's security model): an
 * admin is a user with the `admin` custom claim and an `admins/{uid}` document, calling from an
 * address on the allow-list, holding a live 30-minute admin session (and, once enrolled, a TOTP
 * second factor to open one). These documents are the server's alone; the rules keep clients out.
 */

/** Spec section 9: an admin session lasts 30 minutes. */
export const adminSessionMinutes = 30;
export const adminSessionMs = adminSessionMinutes * 60_000;

/** Spec section 9: the admin product list loads pages of 50. */
export const adminProductPageSize = 50;

/** The admin's default market (spec section 2; DESIGN.md). */
export const adminDefaultCountry = 'SE';

/** `admins/{uid}`: who is an admin (with the `admin` claim). Written by `npm run admin:grant`. */
export type AdminData = { email: string; createdAt: string };

/** `adminSessions/{id}`: a live admin session; the id is the bearer secret beside the ID token. */
export type AdminSessionData = {
  adminId: string;
  ipAddress: string;
  userAgent: string;
  createdAt: string;
  /** ISO time; the session is over at or after this instant. */
  expiresAt: string;
  /** A day after expiresAt, as a timestamp: Firestore's TTL policy removes the session then. */
  deleteAt?: StoredTimestamp;
};

/** `adminConfig/ipAllowlist`: the addresses admins may call from (exact IPv4 or IPv6 addresses). */
export type AdminIpAllowlistData = { ips: string[] };

/**
 * `admins/{uid}/private/totp`: the admin's second factor (RFC 6238 TOTP, checked by the functions
 * because the Auth emulator has no TOTP multi-factor). No client can read it; the secret leaves
 * the server once, as the otpauth:// URI of the enrolment.
 */
export type AdminTotpData = {
  /** The confirmed secret (base32); null until an enrolment is confirmed. */
  secret: string | null;
  /** A secret handed out by enrollAdminTotp, waiting for its first code. */
  pendingSecret: string | null;
  /** When the pending secret was handed out (ISO time). */
  pendingAt?: string | null;
  /** The last time step a code was accepted for: a code works once (RFC 6238 section 5.2). */
  lastStep: number | null;
  /** Wrong codes since failureWindowStart (ISO time): a bound on guessing. */
  failures: number;
  failureWindowStart: string | null;
  confirmedAt: string | null;
};

/** When a session opened at `now` ends. */
export function adminSessionExpiresAt(now: Date): string {
  return new Date(now.getTime() + adminSessionMs).toISOString();
}

/** A session is live strictly before its expiry (like share links: at the instant it is over). */
export function adminSessionLive(expiresAt: string, now: Date): boolean {
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) && now.getTime() < end;
}

/** Why an admin call failed, beside the catalogue code (the web shows the spec's message). */
export const adminFailureReasons = [
  'not-authenticated', // 'Not authenticated'
  'not-admin', // 'Not authorized as admin'
  'ip-not-allowed', // 'IP address not whitelisted'
  'session-invalid', // 'Invalid or expired session'
  'code-required', // the admin has a second factor: ask for the 6-digit code
  'code-invalid', // 'Invalid two-factor code'
  'too-many-codes', // too many wrong codes: wait before the next try
  'totp-not-pending', // confirming a second factor that was never started
  'product-not-found', // the product is gone (deleted by another admin)
] as const;
export type AdminFailureReason = (typeof adminFailureReasons)[number];

/**
 * A session id as the server creates them (crypto.randomUUID()). Only that shape: the id
 * becomes a document path, where '/' would throw before any read.
 */
export const adminSessionIdField = string()
  .trim()
  .required(codes.required)
  .matches(uuidV4Pattern, codes.invalidFormat);
/** Bytes of `text` in UTF-8 (core has no TextEncoder in its types). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * A product's document id: Firestore refuses '/', '.', '..', ids like __x__ and more than 1500
 * bytes, and would throw on them instead of answering 'not found'.
 */
export const adminProductIdField = string()
  .trim()
  .required(codes.required)
  .matches(/^(?!\.\.?$)(?!__.*__$)[^/]{1,1500}$/, codes.invalidFormat)
  .test('bytes', codes.invalidFormat, (id) => id == null || utf8Length(id) <= 1500);

const sessionId = adminSessionIdField;
const productId = adminProductIdField;

/** The one field every admin call but startAdminSession carries. */
export const adminSessionRequestSchema = object({ sessionId });

/** The optional 6-digit code of an enrolled admin. */
const totpCode = string()
  .trim()
  .transform((value: unknown) => (value === '' || value === null ? undefined : value))
  .matches(/^\d{6}$/, codes.adminCodeRequired)
  .optional();

export const startAdminSessionSchema = object({ code: totpCode });
export const confirmAdminTotpSchema = object({
  sessionId,
  code: string()
    .trim()
    .required(codes.adminCodeRequired)
    .matches(/^\d{6}$/, codes.adminCodeRequired),
});

export type StartAdminSessionResult = { sessionId: string; expiresAt: string };
export type EnrollAdminTotpResult = { uri: string };
/** confirmAdminTotp's answer: the factor is in force from `confirmedAt` (ISO time). */
export type ConfirmAdminTotpResult = { enrolled: true; confirmedAt: string };

/**
 * Turning the second factor off is a security-relevant change: it takes a current code of the
 * enrolled factor (a re-authentication), checked as at sign-in (single use, wrong codes counted).
 */
export const disableAdminTotpSchema = object({
  sessionId,
  code: string()
    .trim()
    .required(codes.adminCodeRequired)
    .matches(/^\d{6}$/, codes.adminCodeRequired),
});

/** adminTotpStatus's answer (and disableAdminTotp's): whether a factor is on, never its secret. */
export type AdminTotpStatus = {
  /** A confirmed second factor is in force: the sign-in asks for its code. */
  enrolled: boolean;
  /** When the factor in force was confirmed (ISO time); null when none is. */
  confirmedAt: string | null;
  /** An enrolment was started and waits for its first code (it changes nothing until then). */
  pending: boolean;
};

/**
 * disableAdminTotp's refusal ('db/not-found', 'Two-factor sign-in is not on') when no factor is
 * on. Not one of adminFailureReasons: the page answers it by showing the status, which is off.
 */
export const adminTotpNotEnrolledReason = 'totp-not-enrolled';

// The product list (spec section 2): filters, newest first, pages of 50 with a total.
export const adminProductStatuses = ['all', 'active', 'inactive'] as const;
export type AdminProductStatus = (typeof adminProductStatuses)[number];
/** All Products (the country's and global ones), Global Only, Country-Specific Only. */
export const adminProductScopes = ['all', 'global', 'country'] as const;
export type AdminProductScope = (typeof adminProductScopes)[number];

export const adminProductListSchema = object({
  sessionId,
  // A cleared selector falls back to SE (spec).
  country: string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf(productCountries, codes.invalidFormat)
    .default(adminDefaultCountry),
  search: string().trim().max(200, codes.invalidFormat).default(''),
  gender: string()
    .oneOf(['all', ...productGenderTypes] as const, codes.invalidFormat)
    .default('all'),
  category: string()
    .oneOf(['all', ...productCategories] as const, codes.invalidFormat)
    .default('all'),
  season: string()
    .oneOf(['all', ...seasons] as const, codes.invalidFormat)
    .default('all'),
  status: string().oneOf(adminProductStatuses, codes.invalidFormat).default('all'),
  scope: string().oneOf(adminProductScopes, codes.invalidFormat).default('all'),
  cursor: string().max(300, codes.invalidFormat).nullable().default(null),
});
export type AdminProductListRequest = InferType<typeof adminProductListSchema>;

/** The countries a list covers: the market and global, global only, or the market only. */
export function adminScopeCountries(
  country: AdminProductListRequest['country'],
  scope: AdminProductScope,
): ProductData['country'][] {
  if (scope === 'global' || country === 'global') return ['global'];
  if (scope === 'country') return [country];
  return [country, 'global'];
}

/** Spec section 5: search is a case-insensitive title substring. */
export function titleMatches(title: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || title.toLocaleLowerCase().includes(needle);
}

export type AdminProduct = ProductData & { id: string };
export type AdminProductPage = {
  products: AdminProduct[];
  nextCursor: string | null;
  /** How many products match the filters (Load More shows while it exceeds what is loaded). */
  total: number;
};

/** The stat cards of the dashboard, counted by the server. */
export type AdminProductStats = {
  total: number;
  active: number;
  global: number;
  clothes: number;
  shoes: number;
};

/** A product id in a payload, with the session. */
export const adminProductRequestSchema = object({ sessionId, productId });

/** An optional flag that is true or false only (yup's boolean would read 'true' or 1 as one). */
const optionalStrictBoolean = () =>
  mixed<boolean>()
    .test(
      'boolean',
      codes.invalidFormat,
      (value) => value === undefined || typeof value === 'boolean',
    )
    .optional();

/** One-click Active/Inactive: the state to set (absent: the opposite of the stored one). */
export const adminToggleProductSchema = object({
  sessionId,
  productId,
  active: optionalStrictBoolean(),
});

/** Send Now: with `dryRun` true, only counts the reminders the run would send (no e-mail). */
export const adminSendRemindersSchema = object({
  sessionId,
  dryRun: optionalStrictBoolean(),
});

export type AdminProductInput = InferType<typeof productSchema>;

/**
 * Spec section 5: the title is saved as 'item - title' when an item is chosen. A title that
 * already carries its item (a duplicate, an edit of a stored title) is not prefixed twice.
 */
export function storedProductTitle(item: string, title: string): string {
  const bare = title.trim();
  const prefix = item.trim();
  if (!prefix || bare.startsWith(`${prefix} - `)) return bare;
  return `${prefix} - ${bare}`;
}

/** The title the form edits: the stored title without its 'item - ' prefix. */
export const editableProductTitle = bareProductTitle;

/** A US size as the size table spells it ('2t' is stored as 2T); null when none. */
function tableUsSize(category: string, us: string | null | undefined): string | null {
  return us ? (usSizeInTable(category, us) ?? us) : null;
}

/** The stored product a valid form input becomes (price in EUR, title with its item). */
export function productDataFrom(input: AdminProductInput, createdAt: string): ProductData {
  return {
    country: input.country,
    seasons: [...input.seasons],
    category: input.category,
    subcategory: input.subcategory,
    item: input.item,
    genderType: input.genderType,
    minSize: input.minSize,
    maxSize: input.maxSize,
    usMinSize: tableUsSize(input.category, input.usMinSize),
    usMaxSize: tableUsSize(input.category, input.usMaxSize),
    title: storedProductTitle(input.item, input.title),
    // Always written (empty when none), so an update that empties every title removes them.
    titles: givenTitles(input.titles),
    imageUrl: input.imageUrl,
    affiliateUrl: input.affiliateUrl,
    priceEur: input.price,
    active: input.active,
    createdAt,
  };
}

/** The form's values for a stored product (the inverse of {@link productDataFrom}). */
export function productInputFrom(product: ProductData): AdminProductInput {
  return {
    country: product.country,
    title: editableProductTitle(product.item, product.title),
    titles: givenTitles(product.titles),
    seasons: [...product.seasons],
    category: product.category,
    subcategory: product.subcategory,
    item: product.item,
    genderType: product.genderType,
    minSize: product.minSize,
    maxSize: product.maxSize,
    usMinSize: product.usMinSize,
    usMaxSize: product.usMaxSize,
    price: product.priceEur,
    imageUrl: product.imageUrl,
    affiliateUrl: product.affiliateUrl,
    active: product.active,
  };
}
