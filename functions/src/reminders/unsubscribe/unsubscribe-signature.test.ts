import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './unsubscribe-copy';
import { buildUnsubscribeLinks, signUnsubscribe, verifyUnsubscribe } from './unsubscribe-signature';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('unsubscribe signatures', () => {
  it('verifies the signature of the same user and type', () => {
    const sig = signUnsubscribe(secret, 'user-1', 'season');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(secret, 'user-1', 'season', sig)).toBe(true);
  });

  it('rejects another user, another type, another secret and a changed signature', () => {
    const sig = signUnsubscribe(secret, 'user-1', 'season');
    expect(verifyUnsubscribe(secret, 'user-2', 'season', sig)).toBe(false);
    expect(verifyUnsubscribe(secret, 'user-1', 'birthday', sig)).toBe(false);
    expect(verifyUnsubscribe(`${secret}x`, 'user-1', 'season', sig)).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribe(secret, 'user-1', 'season', flipped)).toBe(false);
    expect(verifyUnsubscribe(secret, 'user-1', 'season', '')).toBe(false);
    expect(verifyUnsubscribe(secret, 'user-1', 'season', `${sig}=`)).toBe(false);
  });

  it('refuses to sign with a missing or short secret', () => {
    expect(() => signUnsubscribe('', 'user-1', 'season')).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => signUnsubscribe('short', 'user-1', 'season')).toThrow(/UNSUBSCRIBE_SECRET/);
  });

  it('builds the https and mailto links of one user and type', () => {
    const links = buildUnsubscribeLinks(
      { secret, url: 'https://sprout.example/unsubscribe', mailbox: 'unsubscribe@sprout.example' },
      'user/1&x',
      'birthday',
    );
    const url = new URL(links.https);
    expect(url.origin + url.pathname).toBe('https://sprout.example/unsubscribe');
    expect(url.searchParams.get('uid')).toBe('user/1&x');
    expect(url.searchParams.get('type')).toBe('birthday');
    const sig = url.searchParams.get('sig') ?? '';
    expect(verifyUnsubscribe(secret, 'user/1&x', 'birthday', sig)).toBe(true);
    expect(links.mailto).toBe(
      `mailto:unsubscribe@sprout.example?subject=${encodeURIComponent(`unsubscribe birthday user/1&x ${sig}`)}`,
    );
  });
});

describe('the unsubscribe page’s language from Accept-Language', () => {
  it.each([
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['da', 'dk'],
    ['nb-NO', 'no'],
    ['en-CA', 'en-CA'],
    ['en-NZ', 'en-US'],
    ['fr;q=0.2, ja;q=0.9', 'ja'],
    ['xx, de-AT', 'de'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('%s -> %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
