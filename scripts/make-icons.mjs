// Renders web/public/favicon.svg into the PNG icons the manifest and iOS need, with the
// machine's Chromium (no image library in the dependency tree). Run after changing the logo:
//   node scripts/make-icons.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../web/public/favicon.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../web/public/${name}`, import.meta.url).pathname;

// Maskable icons keep their content inside the inner 80% circle, on a full-bleed background.
const targets = [
  { file: 'icons/icon-64.png', size: 64, maskable: false },
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const profile = mkdtempSync(join(tmpdir(), 'sprout-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await context.newPage();
  for (const { file, size, maskable } of targets) {
    await page.setViewportSize({ width: size, height: size });
    const inner = maskable ? Math.round(size * 0.7) : size;
    const icon = svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    const body = maskable
      ? `<div style="width:${size}px;height:${size}px;background:#2f7d4f;display:grid;place-items:center">${icon.replace(/<rect[^>]*\/>/, '')}</div>`
      : icon;
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${body}</body></html>`,
    );
    await page.screenshot({
      path: out(file),
      omitBackground: !maskable,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`wrote web/public/${file}`);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
