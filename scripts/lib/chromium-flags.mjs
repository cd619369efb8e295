// The flags every headless Chromium of this project starts with (PLATFORM.md): the browser
// journeys (tests/support/browser.ts) and the Lighthouse benchmark (scripts/bench-lighthouse.mjs).
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
