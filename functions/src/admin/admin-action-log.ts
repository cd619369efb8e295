import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  adminActionRetentionDays,
  auditedValues,
  paths,
  type AdminActionData,
  type AdminActionKind,
  type ProductData,
} from '@sprout/core';
import { collectionRef } from '../lib/firestore';
import type { AdminCaller } from './admin-access';

const dayMs = 86_400_000;

/** What changed in one product write: the kind, the product before and after (null: none). */
export type ProductChange = {
  action: AdminActionKind;
  productId: string;
  before: ProductData | null;
  after: ProductData | null;
  /** The fields written (all of them for a new product, none for a delete). */
  fields: string[];
};

/** The log entry of a change made by `caller` at `now`. */
export function actionEntry(
  caller: AdminCaller,
  change: ProductChange,
  now: Date,
): AdminActionData {
  return {
    adminId: caller.uid,
    adminEmail: caller.email,
    action: change.action,
    productId: change.productId,
    productTitle: (change.after ?? change.before)?.title ?? '',
    fields: change.fields,
    before: change.before ? auditedValues(change.before) : null,
    after: change.after ? auditedValues(change.after) : null,
    createdAt: now.toISOString(),
    expireAt: Timestamp.fromMillis(now.getTime() + adminActionRetentionDays * dayMs),
  };
}

/**
 * Writes the log entry in the same transaction or batch as the product write, so a change is
 * never made without its entry (or logged without being made).
 */
export function logAdminAction(
  writer: Transaction | WriteBatch,
  caller: AdminCaller,
  change: ProductChange,
  now: Date,
): void {
  const ref = collectionRef(paths.adminActions).doc();
  writer.create(ref, actionEntry(caller, change, now));
}

/** A new product's fields, as the log lists them (the bookkeeping ones left out). */
export function writtenFields(product: ProductData): string[] {
  const bookkeeping = new Set(['createdAt', 'updatedAt', 'updatedBy']);
  return Object.keys(product).filter((field) => !bookkeeping.has(field));
}

/** The fields an admin write stamps on the product (issue 32): when and by whom (the uid). */
export function stamp(
  caller: AdminCaller,
  now: Date,
): Pick<ProductData, 'updatedAt' | 'updatedBy'> {
  return { updatedAt: now.toISOString(), updatedBy: caller.uid };
}
