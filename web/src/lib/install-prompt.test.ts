import { describe, expect, it } from 'vitest';
import { isIosSafariInBrowser } from './install-prompt';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.0.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

describe('isIosSafariInBrowser', () => {
  it('is Safari on an iPhone that has not installed Sprout', () => {
    expect(isIosSafariInBrowser(iphoneSafari, false)).toBe(true);
  });

  it('is not the installed app, another iOS browser or Android (which offers installation)', () => {
    expect(isIosSafariInBrowser(iphoneSafari, true)).toBe(false);
    expect(isIosSafariInBrowser(iphoneChrome, false)).toBe(false);
    expect(isIosSafariInBrowser(android, false)).toBe(false);
  });
});
