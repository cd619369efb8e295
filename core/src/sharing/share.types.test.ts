import { describe, expect, it } from 'vitest';
import {
  isNewFollower,
  remindsSubscriber,
  roleOf,
  shareExpiry,
  subscriptionId,
} from './share.types';
import { shareExpiresAt } from '../validation/share.schema';

const now = new Date('2026-11-22T12:00:00Z');

describe('shareExpiry', () => {
  it('counts whole days left, rounding up', () => {
    expect(shareExpiry(shareExpiresAt(7, now).toISOString(), now)).toEqual({
      expired: false,
      daysLeft: 7,
    });
    expect(shareExpiry('2026-11-22T13:00:00Z', now)).toEqual({ expired: false, daysLeft: 1 });
  });

  it('is expired at or before now', () => {
    expect(shareExpiry(now.toISOString(), now).expired).toBe(true);
    expect(shareExpiry('2026-11-21T12:00:00Z', now).expired).toBe(true);
    expect(shareExpiry('not a date', now).expired).toBe(true);
  });

  it('reads "no expiration" beyond a year (10 years stored)', () => {
    expect(shareExpiry(shareExpiresAt(null, now).toISOString(), now)).toEqual({
      expired: false,
      daysLeft: null,
    });
    expect(shareExpiry(shareExpiresAt(90, now).toISOString(), now).daysLeft).toBe(90);
  });
});

describe('subscriptionId', () => {
  it('is one id per child and subscriber', () => {
    expect(subscriptionId('c1', 'u2')).toBe('c1_u2');
  });
});

describe('isNewFollower', () => {
  it('marks a follower of the last 7 days, not one of 8 days ago', () => {
    expect(isNewFollower('2026-11-22T11:00:00Z', now)).toBe(true);
    expect(isNewFollower('2026-11-15T12:00:00Z', now)).toBe(true);
    expect(isNewFollower('2026-11-15T11:59:00Z', now)).toBe(false);
    expect(isNewFollower('2025-11-22T12:00:00Z', now)).toBe(false);
    expect(isNewFollower('not a date', now)).toBe(false);
  });
});

describe('access roles (issue 33)', () => {
  it('reads a stored role, and a document without one as a follower', () => {
    expect(roleOf({ role: 'guardian' })).toBe('guardian');
    expect(roleOf({ role: 'follower' })).toBe('follower');
    expect(roleOf({})).toBe('follower');
    expect(roleOf(undefined)).toBe('follower');
  });
});

describe('remindsSubscriber', () => {
  it('is true only for a guardian who opted in', () => {
    expect(remindsSubscriber({ role: 'guardian', reminders: true })).toBe(true);
    expect(remindsSubscriber({ role: 'guardian' })).toBe(false);
    expect(remindsSubscriber({ role: 'guardian', reminders: false })).toBe(false);
    // A follower (or a document from before roles) never gets the child's reminders.
    expect(remindsSubscriber({ role: 'follower', reminders: true })).toBe(false);
    expect(remindsSubscriber({ reminders: true })).toBe(false);
  });
});
