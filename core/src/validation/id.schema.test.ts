import { describe, expect, it } from 'vitest';
import { autoIdSchema, uidSchema } from './id.schema';

const autoId = 'AbCdEfGhIj0123456789';

describe('id schemas', () => {
  it('accept a Firestore auto-id and an Auth uid as they are', () => {
    expect(autoIdSchema.validateSync(autoId)).toBe(autoId);
    expect(uidSchema.validateSync('x8Fq2LmN0pRsTuVwXyZ1a2b3c4d5')).toBe(
      'x8Fq2LmN0pRsTuVwXyZ1a2b3c4d5',
    );
    expect(uidSchema.validateSync('seed-user_1')).toBe('seed-user_1');
  });

  it('refuse anything that could address another document, and wrong types', () => {
    const bad: unknown[] = [
      `${autoId}/measurements/x`,
      'AbCdEfGhIj012345678/',
      '..',
      `${autoId}0`,
      autoId.slice(1),
      ` ${autoId.slice(1)}`,
      42,
      { id: autoId },
      [autoId],
      true,
    ];
    for (const value of bad) {
      expect(autoIdSchema.isValidSync(value), String(value)).toBe(false);
    }
    for (const value of ['a/b', '..', 'x'.repeat(129), 'a b', 42, {}, '']) {
      expect(uidSchema.isValidSync(value), String(value)).toBe(false);
    }
  });

  it('report the codes the web translates', () => {
    expect(() => autoIdSchema.validateSync('a/b')).toThrow('validation.invalidFormat');
    expect(() => autoIdSchema.validateSync(7)).toThrow('validation.invalidFormat');
    expect(() => uidSchema.validateSync(undefined)).toThrow('validation.required');
  });
});
