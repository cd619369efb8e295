import { describe, expect, it } from 'vitest';
import { detectInAppBrowser, systemBrowserUrl } from './in-app-browser';

const instagramIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.35.91';
const facebookAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/459.0.0.40.110;]';
const tiktok =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 trill_340500 BytedanceWebview/d8a21c6';
const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('detectInAppBrowser', () => {
  it('recognises the social apps and the platform', () => {
    expect(detectInAppBrowser(instagramIos)).toEqual({ app: 'Instagram', platform: 'ios' });
    expect(detectInAppBrowser(facebookAndroid)).toEqual({ app: 'Facebook', platform: 'android' });
    expect(detectInAppBrowser(tiktok)?.app).toBe('TikTok');
  });

  it('leaves real browsers alone', () => {
    expect(detectInAppBrowser(chrome)).toBeNull();
    expect(detectInAppBrowser(safari)).toBeNull();
  });
});

describe('systemBrowserUrl', () => {
  const page = 'https://sprout.example/sv/signin?x=1';
  it('uses an Android intent with the page as fallback', () => {
    expect(systemBrowserUrl(page, 'android')).toBe(
      `intent://sprout.example/sv/signin?x=1#Intent;scheme=https;S.browser_fallback_url=${encodeURIComponent(page)};end`,
    );
  });
  it('uses Safari’s scheme on iOS', () => {
    expect(systemBrowserUrl(page, 'ios')).toBe('x-safari-https://sprout.example/sv/signin?x=1');
  });
  it('keeps the address elsewhere', () => {
    expect(systemBrowserUrl(page, 'other')).toBe(page);
  });
});
