import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import {
  createShareSchema,
  setGuardianRemindersSchema,
  setSubscriberRoleSchema,
  shareExpiresAt,
  shareTokenPayloadSchema,
  shareTokenSchema,
} from './share.schema';

describe('shareTokenSchema', () => {
  it('accepts a uuid v4 and nothing else', () => {
    const token = '3f1c2b9e-6a4d-4c8e-9b1a-2d3e4f5a6b7c';
    expect(fieldErrors(shareTokenSchema, token)).toEqual({});
    expect(shareTokenSchema.cast(` ${token.toUpperCase()} `)).toBe(token);
    for (const bad of ['', 'abc', '3f1c2b9e-6a4d-1c8e-9b1a-2d3e4f5a6b7c', `${token}0`]) {
      expect(fieldErrors(shareTokenSchema, bad)).toEqual({ '': ['share.invalidTokenFormat'] });
    }
    expect(fieldErrors(shareTokenPayloadSchema, {})).toEqual({
      token: ['share.invalidTokenFormat'],
    });
  });
});

describe('createShareSchema', () => {
  const childId = 'AbCdEfGhIj0123456789';

  it('takes the spec expiry choices, 7 days by default', () => {
    expect(createShareSchema.cast({ childId })).toEqual({
      childId,
      expiresInDays: 7,
      role: 'follower',
    });
    expect(createShareSchema.cast({ childId, expiresInDays: '30' }).expiresInDays).toBe(30);
    for (const expiresInDays of [1, 7, 30, 90, null]) {
      expect(fieldErrors(createShareSchema, { childId, expiresInDays })).toEqual({});
    }
    expect(fieldErrors(createShareSchema, { expiresInDays: 30 })).toEqual({
      childId: ['validation.required'],
    });
    expect(fieldErrors(createShareSchema, { childId: ' ', expiresInDays: 14 })).toEqual({
      childId: ['validation.invalidFormat'],
      expiresInDays: ['share.expiryInvalid'],
    });
  });
});

describe('shareExpiresAt', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('adds the chosen days', () => {
    expect(shareExpiresAt(7, now).toISOString()).toBe('2026-06-22T12:00:00.000Z');
    expect(shareExpiresAt(90, now).toISOString()).toBe('2026-09-13T12:00:00.000Z');
  });

  it('stores no expiration as 10 years', () => {
    expect(shareExpiresAt(null, now).toISOString()).toBe('2036-06-15T12:00:00.000Z');
  });
});

describe('roles in share links (issue 33)', () => {
  const childId = 'A'.repeat(20);
  it('makes a follower link unless a guardian invitation is asked for', () => {
    expect(createShareSchema.validateSync({ childId }).role).toBe('follower');
    expect(createShareSchema.validateSync({ childId, role: 'guardian' }).role).toBe('guardian');
    expect(() => createShareSchema.validateSync({ childId, role: 'owner' })).toThrow(
      'validation.invalidFormat',
    );
  });

  it('changes a role to follower or guardian only', () => {
    const base = { childId, subscriberId: 'uid-1' };
    expect(setSubscriberRoleSchema.validateSync({ ...base, role: 'follower' }).role).toBe(
      'follower',
    );
    expect(() => setSubscriberRoleSchema.validateSync({ ...base, role: 'admin' })).toThrow();
    expect(() => setSubscriberRoleSchema.validateSync(base)).toThrow();
  });

  it("switches a guardian's reminders with a real boolean only", () => {
    expect(fieldErrors(setGuardianRemindersSchema, { childId, enabled: false })).toEqual({});
    expect(fieldErrors(setGuardianRemindersSchema, { childId })).toEqual({
      enabled: ['validation.required'],
    });
    expect(fieldErrors(setGuardianRemindersSchema, { childId, enabled: 'true' })).toEqual({
      enabled: ['validation.invalidFormat'],
    });
    expect(fieldErrors(setGuardianRemindersSchema, { childId: 'a/b', enabled: true })).not.toEqual(
      {},
    );
  });
});
