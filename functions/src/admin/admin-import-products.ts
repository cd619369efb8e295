import { getFirestore } from 'firebase-admin/firestore';
import {
  adminImportProductsSchema,
  productDataFrom,
  productMatchKeys,
  productRowErrors,
  productSchema,
  validationCodes,
  type AdminImportResult,
  type ProductData,
} from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { requireAdmin } from './admin-access';
import {
  changedFields,
  dataOf,
  productFrom,
  productRef,
  productsCollection,
  storedProduct,
} from './admin-products';
import { logAdminAction, stamp, writtenFields } from './admin-action-log';

/** A row's values as the form's (the CSV's cells), or nothing when it is no object. */
function valuesOf(product: unknown): Record<string, unknown> | null {
  return product && typeof product === 'object' && !Array.isArray(product)
    ? (product as Record<string, unknown>)
    : null;
}

/**
 * CSV import (issue 32), after the admin confirmed the preview: each row is checked again with
 * the form's rules (productSchema); a row without an id adds a product, a row with one updates
 * it (only what differs). Good rows are written, each with its log entry, in one transaction;
 * every refused row comes back with its line and reasons, and changes nothing.
 */
export const adminImportProducts = onCall(
  { region },
  async (request): Promise<AdminImportResult> => {
    const caller = await requireAdmin(request, { session: true });
    const input = await parse(adminImportProductsSchema, request.data);
    return getFirestore().runTransaction(async (tx) => {
      const result: AdminImportResult = { created: [], updated: [], refused: [] };
      const existing = input.rows.flatMap((row) => (row.id ? [row.id] : []));
      const snaps = existing.length > 0 ? await tx.getAll(...existing.map(productRef)) : [];
      const stored = new Map(snaps.map((snap) => [snap.id, productFrom(snap)]));
      const now = new Date();
      for (const row of input.rows) {
        const values = valuesOf(row.product);
        const errors = values
          ? productRowErrors(values)
          : [{ field: 'product', code: validationCodes.invalidFormat }];
        const current = row.id ? stored.get(row.id) : undefined;
        if (row.id && !current) errors.push({ field: 'id', code: validationCodes.productNotFound });
        if (errors.length > 0 || !values) {
          result.refused.push({ line: row.line, errors });
          continue;
        }
        const parsed = productSchema.validateSync(values, { stripUnknown: true });
        if (current) {
          const before = dataOf(current);
          const next = productDataFrom(parsed, current.createdAt);
          const changed = changedFields(before, next);
          if (Object.keys(changed).length > 0) {
            const stamped: ProductData = { ...next, ...stamp(caller, now) };
            tx.update(productRef(current.id), {
              ...changed,
              ...stamp(caller, now),
              matchKeys: productMatchKeys(next),
            });
            logAdminAction(
              tx,
              caller,
              {
                action: 'import',
                productId: current.id,
                before,
                after: stamped,
                fields: Object.keys(changed),
              },
              now,
            );
          }
          result.updated.push({ line: row.line, id: current.id });
        } else {
          const product: ProductData = {
            ...productDataFrom(parsed, now.toISOString()),
            ...stamp(caller, now),
          };
          const ref = productsCollection().doc();
          tx.create(ref, storedProduct(product));
          logAdminAction(
            tx,
            caller,
            {
              action: 'import',
              productId: ref.id,
              before: null,
              after: product,
              fields: writtenFields(product),
            },
            now,
          );
          result.created.push({ line: row.line, id: ref.id });
        }
      }
      return result;
    });
  },
);
