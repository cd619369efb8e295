import { describe, expect, it } from 'vitest';
import { rateLimitId, rateLimitWindowFor, rateLimitWindowMs } from './rate-limits';

describe('rateLimitId', () => {
  it('names a counter by callable and caller', () => {
    expect(rateLimitId('createShare', 'uid:abc123')).toBe('createShare_uid:abc123');
    expect(rateLimitId('getSharedChild', 'ip:2001:db8::1')).toBe('getSharedChild_ip:2001:db8::1');
  });

  it('never makes a path of what the caller sent', () => {
    const id = rateLimitId('logAuthEvent', `ip:1.2.3.4/../users/x${'y'.repeat(1000)}`);
    expect(id).not.toContain('/');
    expect(id.length).toBeLessThanOrEqual('logAuthEvent_'.length + 300);
  });
});

describe('rateLimitWindowFor', () => {
  it('counts most callables per minute and the data export per hour', () => {
    expect(rateLimitWindowFor('createShare')).toBe(rateLimitWindowMs);
    expect(rateLimitWindowFor('exportMyData')).toBe(3_600_000);
  });
});
