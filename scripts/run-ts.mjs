#!/usr/bin/env node
// Runs a TypeScript script (benchmarks, tools) that imports core/: bundles it with esbuild into
// .tmp/ and runs it, passing the remaining arguments.   node scripts/run-ts.mjs <file.ts> [args]
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args]');
  process.exit(2);
}
const outDir = join(root, '.tmp', 'run-ts');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The workspace's own domain package is TypeScript source: bundle it (tools may import function
  // modules, which import it by name).
  alias: { '@sprout/core': './core/src/index.ts' },
  logLevel: 'warning',
});
process.argv = [process.argv[0] ?? 'node', outfile, ...args];
await import(pathToFileURL(outfile).href);
