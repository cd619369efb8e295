import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Folders of web/src/features/ under `root`: each one is a feature (admin included once it exists). */
function featureNames(root) {
  const dir = path.join(root, 'web/src/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The layers (docs/architecture.md): app -> features -> shared (components, lib, stores, config,
 * testing) -> @sprout/core. An import is checked on the file it resolves to, so a relative path,
 * a workspace name (`@sprout/web/...`) and a type-only import are all caught.
 */
function layerZones(root) {
  const shared = [
    'web/src/components',
    'web/src/lib',
    'web/src/stores',
    'web/src/config',
    'web/src/testing',
  ];
  return [
    // One zone per feature, read from the folder, so a new feature gets its wall without an edit here.
    ...featureNames(root).map((name) => ({
      target: `web/src/features/${name}`,
      from: 'web/src/features',
      except: [`./${name}`],
      message: `Feature '${name}' may not import another feature: compose them in app/routes, share through components/ or lib/.`,
    })),
    {
      target: 'web/src/features',
      from: ['web/src/app', 'web/src/main.tsx'],
      message: 'Features never import the app shell.',
    },
    {
      target: shared,
      from: ['web/src/features', 'web/src/app', 'web/src/main.tsx'],
      message: 'components/, lib/, stores/, config/ and testing/ never import features or the app.',
    },
    {
      target: 'core/src',
      from: ['web', 'functions'],
      message: 'core/ is pure: it never imports web/ or functions/.',
    },
    {
      target: 'functions/src',
      from: 'web',
      message: 'functions/ never imports web/.',
    },
  ];
}

/**
 * The whole configuration for a project rooted at `root`. scripts/check-lint-rules.mjs builds it
 * for its fixture tree to prove that the rules below fire.
 */
export function sproutConfig(root) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        'dist/**',
        'functions/lib/**',
        'emulator-data/**',
        '.tmp/**',
        '**/locales/**/messages.ts',
        'web/src/locales/*/*.ts',
        'coverage/**',
        // Deliberate violations, linted only by scripts/check-lint-rules.mjs.
        'scripts/lint-fixtures/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      languageOptions: { globals: { ...globals.node } },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      },
    },
    {
      files: ['web/**/*.{ts,tsx}'],
      languageOptions: { globals: { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
      },
    },
    { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
    {
      // Layer walls and import cycles, on the three source trees.
      files: ['web/src/**/*.{ts,tsx}', 'core/src/**/*.ts', 'functions/src/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['web/tsconfig.json', 'core/tsconfig.json', 'functions/tsconfig.json'].map(
              (file) => path.join(root, file),
            ),
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones(root) }],
        // External packages (and @sprout/core seen from web/ or functions/) are not followed:
        // a cycle cannot pass through them, and skipping them keeps the lint fast.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // Only the data-access layer talks to Firebase (CONVENTIONS.md 3).
      files: ['web/src/**/*.{ts,tsx}'],
      ignores: ['web/src/lib/**', 'web/src/features/*/api/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['firebase/*'], message: 'Use lib/ or a feature api/ module instead.' },
            ],
          },
        ],
      },
    },
    {
      // Every callable takes the shared options (region, App Check) from lib/callable.ts.
      files: ['functions/src/**/*.ts'],
      ignores: ['functions/src/lib/callable.ts', 'functions/src/**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'firebase-functions/v2/https',
                importNames: ['onCall'],
                message:
                  'Use onCall from lib/callable.ts (region and App Check for every callable).',
              },
            ],
          },
        ],
      },
    },
    {
      // The domain stays pure: no React, no Firebase, no i18n library, nothing of the apps.
      files: ['core/src/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  'react',
                  'react-*',
                  'firebase',
                  'firebase/*',
                  'firebase-*',
                  '@lingui/*',
                  '@sprout/web',
                  '@sprout/web/*',
                  '@sprout/functions',
                  '@sprout/functions/*',
                ],
                message: 'core/ is pure TypeScript.',
              },
            ],
          },
        ],
      },
    },
  );
}

export default sproutConfig(import.meta.dirname);
