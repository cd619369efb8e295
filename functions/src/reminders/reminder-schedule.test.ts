import { describe, expect, it } from 'vitest';
import { stockholmDate } from './reminder-schedule';

describe('stockholmDate', () => {
  it("is the schedule time's day in Stockholm, summer and winter time", () => {
    // 08:00 CET on Feb 1 and 08:00 CEST on Aug 1.
    expect(stockholmDate(new Date('2027-02-01T07:00:00Z'))).toBe('2027-02-01');
    expect(stockholmDate(new Date('2027-08-01T06:00:00Z'))).toBe('2027-08-01');
    // Just after midnight in Stockholm is still the day before in UTC.
    expect(stockholmDate(new Date('2027-01-31T23:30:00Z'))).toBe('2027-02-01');
    expect(stockholmDate(new Date('2027-07-31T22:30:00Z'))).toBe('2027-08-01');
  });
});
