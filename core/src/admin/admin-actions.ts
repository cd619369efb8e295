import { array, mixed, number, object, string, type InferType } from 'yup';
import { validationCodes as codes } from '../validation/validation-codes';
import type { StoredTimestamp } from '../stored-timestamp.types';
import type { ProductData } from '../products/product.types';
import { adminProductIdField, adminSessionIdField } from './admin';
import type { ProductRowError } from './product-csv';

/**
 * The admin action log (issue 32): who changed what in the catalogue and when, with the price
 * and the active state before and after. Written by the admin functions beside each product
 * write, read in the admin area, kept for a year (retention), server-only (rules).
 */
export const adminActionKinds = [
  'create',
  'duplicate',
  'update',
  'toggle',
  'delete',
  'import',
] as const;
export type AdminActionKind = (typeof adminActionKinds)[number];

/** How long the action log keeps an entry (the TTL policy and the daily clean-up). */
export const adminActionRetentionDays = 365;

/** The audited values of a product: its price and whether parents see it. */
export type AdminAuditedValues = { priceEur: number; active: boolean };

/** `adminActions/{id}`. */
export type AdminActionData = {
  adminId: string;
  adminEmail: string | null;
  action: AdminActionKind;
  productId: string;
  /** The product's title at the time (the product may be gone since). */
  productTitle: string;
  /** The fields the write changed (all of them for a new product). */
  fields: string[];
  /** Price and active before (null for a new product) and after (null once deleted). */
  before: AdminAuditedValues | null;
  after: AdminAuditedValues | null;
  /** ISO time of the write. */
  createdAt: string;
  /** When the TTL policy removes the entry (createdAt + 365 days). */
  expireAt?: StoredTimestamp;
};

/** An entry as the admin area lists it. */
export type AdminAction = Omit<AdminActionData, 'expireAt'> & { id: string };
export type AdminActionPage = { actions: AdminAction[]; nextCursor: string | null };

/** The log's page size. */
export const adminActionPageSize = 50;

/** The price and active state of a product, as the log keeps them. */
export function auditedValues(
  product: Pick<ProductData, 'priceEur' | 'active'>,
): AdminAuditedValues {
  return { priceEur: product.priceEur, active: product.active };
}

/** The log, newest first; `productId` narrows it to one product. */
export const adminActionListSchema = object({
  sessionId: adminSessionIdField,
  productId: adminProductIdField.optional().default(undefined),
  cursor: string().max(300, codes.invalidFormat).nullable().default(null),
});
export type AdminActionListRequest = InferType<typeof adminActionListSchema>;

/** A flag that must be true or false (yup's boolean would read 'true' or 1 as one). */
const strictBoolean = () =>
  mixed<boolean>()
    .required(codes.required)
    .test('boolean', codes.invalidFormat, (value) => typeof value === 'boolean');

/** Bulk Activate/Deactivate: at most a page of products at once. */
export const adminBulkMaxProducts = 50;
export const adminBulkSetActiveSchema = object({
  sessionId: adminSessionIdField,
  productIds: array(adminProductIdField)
    .required(codes.required)
    .min(1, codes.required)
    .max(adminBulkMaxProducts, codes.outOfRange)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value)),
  active: strictBoolean(),
});
export type AdminBulkSetActiveResult = { changed: string[]; notFound: string[] };

/** CSV import: at most this many rows a call (the web sends a bigger file in parts). */
export const adminImportMaxRows = 200;
/**
 * One CSV row: its line in the file (for the messages), the product to update (empty: a new
 * one) and the form's values. The values are checked by productSchema row by row.
 */
export const adminImportProductsSchema = object({
  sessionId: adminSessionIdField,
  rows: array(
    object({
      line: number().required(codes.required).integer(codes.invalidFormat).min(1, codes.outOfRange),
      id: adminProductIdField.nullable().optional().default(null),
      product: mixed().required(codes.required),
    }),
  )
    .required(codes.required)
    .min(1, codes.required)
    .max(adminImportMaxRows, codes.outOfRange),
});
/** What the import did: each added or updated row, and each refused row with its reasons. */
export type AdminImportResult = {
  created: { line: number; id: string }[];
  updated: { line: number; id: string }[];
  refused: { line: number; errors: ProductRowError[] }[];
};
