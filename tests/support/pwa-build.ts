import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The production build the Hosting emulator serves (vite build --mode emulator). */
export const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The service worker's precache list, read from the built sw.js (workbox's precacheAndRoute). */
export function precacheList(swSource = readFileSync(join(distDir, 'sw.js'), 'utf8')) {
  const list = /precacheAndRoute\((\[[^\]]*\])/.exec(swSource)?.[1];
  if (!list) throw new Error('sw.js has no precache list');
  return [...list.matchAll(/\{url:"([^"]+)",revision:(?:"([^"]*)"|null)\}/g)].map((m) => ({
    url: m[1] ?? '',
    revision: m[2] ?? null,
  }));
}

/** The source files a built chunk was made from (its source map). */
export function chunkSources(file: string): string[] {
  const map = join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

export const fileSize = (file: string) => statSync(join(distDir, file)).size;
