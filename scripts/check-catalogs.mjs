#!/usr/bin/env node
// Fails when a catalog misses a message: extraction brings the catalogs up to date with the
// source (new messages arrive untranslated), then a strict compile fails on any untranslated one.
import { spawnSync } from 'node:child_process';

const run = (args) =>
  spawnSync('npx', ['--no-install', 'lingui', ...args], { stdio: 'inherit' }).status ?? 1;

if (run(['extract', '--clean']) !== 0) process.exit(1);
if (run(['compile', '--strict', '--typescript']) !== 0) {
  console.error('\nSome messages have no translation: fill them in web/src/locales and functions/src/locales.');
  process.exit(1);
}
