import { describe, expect, it } from 'vitest';
import { shareExpiry, subscriptionId } from './share.types';
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
