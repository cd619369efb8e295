#!/usr/bin/env node
// Proves that the architecture rules of eslint.config.js bite: lints scripts/lint-fixtures/ (a
// small web/, core/ and functions/ tree with deliberate violations, ignored by the normal lint)
// with the project's own configuration and checks that every file reports exactly the rules
// listed below, and that the clean files report nothing. Part of `npm run lint`.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { sproutConfig } from '../eslint.config.js';

const fixtureRoot = fileURLToPath(new URL('./lint-fixtures/', import.meta.url));

const walls = 'import-x/no-restricted-paths';
const cycle = 'import-x/no-cycle';
const imports = 'no-restricted-imports';

/** Fixture file -> the rules it must trigger (an empty list: it must lint clean). */
const expected = {
  'web/src/app/routes/dashboard-route.tsx': [],
  'web/src/app/shell.tsx': [],
  'web/src/features/alpha/api/alpha-api.ts': [],
  'web/src/features/alpha/components/alpha-card.tsx': [],
  'web/src/features/alpha/components/alpha-uses-beta.tsx': [walls],
  'web/src/features/alpha/components/alpha-type-from-beta.ts': [walls],
  'web/src/features/alpha/components/alpha-firebase.ts': [imports],
  'web/src/features/beta/beta-widget.tsx': [],
  'web/src/features/beta/beta-uses-app.tsx': [walls],
  'web/src/components/button.tsx': [],
  'web/src/components/button-uses-feature.tsx': [walls],
  'web/src/config/uses-lib.ts': [],
  'web/src/lib/format.ts': [],
  'web/src/lib/format.test.ts': [walls],
  'web/src/lib/cycle-a.ts': [cycle],
  'web/src/lib/cycle-b.ts': [cycle],
  'core/src/pure.ts': [],
  'core/src/uses-react.ts': [imports],
  'core/src/uses-web.ts': [walls],
  'functions/src/uses-web.ts': [walls],
  'functions/src/uses-core.ts': [],
  'functions/src/direct-on-call.ts': [imports],
};

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [relative(fixtureRoot, path)];
  });
}

const eslint = new ESLint({
  cwd: fixtureRoot,
  overrideConfigFile: true,
  overrideConfig: sproutConfig(fixtureRoot),
});
const results = await eslint.lintFiles(['.']);

const failures = [];
const onDisk = listFiles(fixtureRoot).sort();
for (const file of onDisk) {
  if (!(file in expected))
    failures.push(`${file}: not listed in ${relative('.', fileURLToPath(import.meta.url))}`);
}
for (const [file, rules] of Object.entries(expected)) {
  const result = results.find((r) => relative(fixtureRoot, r.filePath) === file);
  if (!result) {
    failures.push(`${file}: not linted (missing or ignored)`);
    continue;
  }
  const found = [...new Set(result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`))].sort();
  const want = [...rules].sort();
  if (found.join() !== want.join()) {
    const detail = result.messages.map(
      (m) => `\n    ${m.line}:${m.column} ${m.ruleId}: ${m.message}`,
    );
    failures.push(
      `${file}: expected [${want.join(', ')}], got [${found.join(', ')}]${detail.join('')}`,
    );
  }
}

if (failures.length > 0) {
  console.error(`Lint rule check failed (scripts/lint-fixtures):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const violations = Object.values(expected).filter((rules) => rules.length > 0).length;
console.log(
  `Lint rules bite: ${violations} fixture violations caught, ${onDisk.length - violations} clean files pass.`,
);
