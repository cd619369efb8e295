/**
 * Social apps open links in their own embedded browsers, where Google refuses to sign in
 * ("disallowed_useragent"). We recognise them by user agent and offer the system browser.
 */
const inAppPatterns: Array<[name: string, pattern: RegExp]> = [
  ['Instagram', /Instagram/i],
  ['Facebook', /FBAN|FBAV|FB_IAB|FBIOS|FB4A/i],
  ['Messenger', /Messenger/i],
  ['TikTok', /musical_ly|BytedanceWebview|TikTok|trill_/i],
  ['Snapchat', /Snapchat/i],
  ['LinkedIn', /LinkedInApp/i],
  ['Pinterest', /Pinterest/i],
  ['Line', /\bLine\//i],
  ['WeChat', /MicroMessenger/i],
  ['X', /Twitter/i],
];

export type InAppBrowser = { app: string; platform: 'android' | 'ios' | 'other' };

export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  const match = inAppPatterns.find(([, pattern]) => pattern.test(userAgent));
  if (!match) return null;
  const platform = /Android/i.test(userAgent)
    ? 'android'
    : /iPhone|iPad|iPod/i.test(userAgent)
      ? 'ios'
      : 'other';
  return { app: match[0], platform };
}

/**
 * The address that leaves the in-app browser: on Android an intent without a package (the
 * system asks which browser, and falls back to the page itself); on iOS Safari's own scheme
 * (x-safari-https, iOS 17+). Elsewhere there is nothing better than the page's address.
 */
export function systemBrowserUrl(pageUrl: string, platform: InAppBrowser['platform']): string {
  const url = new URL(pageUrl);
  if (platform === 'android') {
    const rest = `${url.host}${url.pathname}${url.search}${url.hash}`;
    return `intent://${rest}#Intent;scheme=${url.protocol.replace(':', '')};S.browser_fallback_url=${encodeURIComponent(pageUrl)};end`;
  }
  if (platform === 'ios')
    return `x-safari-${url.protocol}//${url.host}${url.pathname}${url.search}${url.hash}`;
  return pageUrl;
}
