#!/usr/bin/env node
// Fails when a catalog misses a message. Extraction first brings every catalog up to date with the
// source (new messages arrive untranslated); then every message of every non-English catalog must
// have a translation that keeps the placeholders ({name}) and tags (<0>…</0>) of the original.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogDirs = ['web/src/locales', 'web/src/features/admin/locales', 'functions/src/locales'];

if (process.argv.includes('--no-extract') === false) {
  const extract = spawnSync('npx', ['--no-install', 'lingui', 'extract', '--clean'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (extract.status !== 0) process.exit(1);
}

/** Reads msgid/msgstr pairs of a PO file (active entries only, multi-line strings joined). */
export function readPo(text) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of text.split('\n')) {
    if (line.startsWith('#~')) continue;
    const start = line.match(/^(msgid|msgstr) (".*")$/);
    if (start) {
      if (start[1] === 'msgid') {
        current = { msgid: '', msgstr: '' };
        entries.push(current);
      }
      field = start[1];
      current[field] = unquote(start[2]);
    } else if (/^".*"$/.test(line) && current && field) {
      current[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return entries.filter((e) => e.msgid !== '');
}

// Placeholder names ({name}, and the variable of an ICU plural) and numbered tags must match;
// the words inside plural branches are the translator's.
const tokens = (s) => [...s.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort();

/**
 * Languages whose pages write numbers in other digits than 0-9 (the page's Intl locale, core's
 * `languages`: Arabic-Indic in Arabic). A number typed into a translation must use them too, or it
 * sits in Latin digits next to sizes and dates in Arabic-Indic ones. Digits of Latin tokens (eur3,
 * europe-west1, 2FA) and of placeholders are left alone.
 */
const nativeDigitLanguages = new Set(['ar']);
const latinDigitsIn = (text) =>
  text
    .replace(/\{\w+(, *(plural|select|selectordinal) *,)?/g, '')
    .replace(/<\/?\d+\/?>/g, '')
    .replace(/[A-Za-z]+-?[0-9]+|[0-9]+[A-Za-z]+/g, '')
    .match(/[0-9]+/g);

const problems = [];
for (const dir of catalogDirs) {
  for (const language of readdirSync(join(root, dir))) {
    if (language === 'en') continue;
    // Every catalog of the language: messages.po, and the web app's shell.po.
    const files = readdirSync(join(root, dir, language)).filter((name) => name.endsWith('.po'));
    for (const file of files.map((name) => join(dir, language, name))) {
      for (const { msgid, msgstr } of readPo(readFileSync(join(root, file), 'utf8'))) {
        if (msgstr.trim() === '') problems.push(`${file}: no translation for "${msgid}"`);
        else if (tokens(msgid).join() !== tokens(msgstr).join())
          problems.push(`${file}: placeholders or tags differ in "${msgid}"`);
        else if (nativeDigitLanguages.has(language) && latinDigitsIn(msgstr))
          problems.push(`${file}: Latin digits ${latinDigitsIn(msgstr).join(', ')} in "${msgid}"`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n✖ ${problems.length} translation problem(s): fix them in the catalogs above.`);
  process.exit(1);
}
const compile = spawnSync('npx', ['--no-install', 'lingui', 'compile', '--typescript'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (compile.status !== 0) process.exit(1);
console.log('✔ every catalog has every message');
