import { ValidationError, type ValidateOptions } from 'yup';

/** Anything with yup's `validateSync` (an object, string or number schema). */
type SyncSchema = { validateSync(value: unknown, options?: ValidateOptions): unknown };

/**
 * Every code a schema reports, by field path ('' for a schema of a single value). Used by the
 * tests of this folder; a function can send the same map as its error details.
 */
export function fieldErrors(
  schema: SyncSchema,
  value: unknown,
  context?: Record<string, unknown>,
): Record<string, string[]> {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string[]> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      (result[path] ??= []).push(...failure.errors);
    }
    return result;
  }
}
