import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { catalogLanguages, sourceLanguage } from './core/src/locale/languages';

/** What every page draws before its own code arrives: its texts form the shell catalog. */
const shellSources = [
  '<rootDir>/web/src/app/layout',
  '<rootDir>/web/src/app/error-boundary.tsx',
  // Every shared component but the child's age and sizes (components/child), which only pages draw.
  '<rootDir>/web/src/components/charts',
  '<rootDir>/web/src/components/consent',
  '<rootDir>/web/src/components/in-app-browser',
  '<rootDir>/web/src/components/layout',
  '<rootDir>/web/src/components/pwa',
  '<rootDir>/web/src/components/share',
  '<rootDir>/web/src/components/sync',
  '<rootDir>/web/src/components/ui',
  '<rootDir>/web/src/lib/outbox.ts',
  '<rootDir>/web/src/features/landing',
];

export default defineConfig({
  sourceLocale: sourceLanguage,
  locales: [...catalogLanguages],
  // The spec: fall back to English, then to the message itself.
  fallbackLocales: { default: sourceLanguage },
  catalogs: [
    {
      // The shell's texts (header, footer, banners, landing): the only catalog a first paint waits
      // for (issue 18), a few KB; web/src/lib/i18n.ts loads it with the language.
      path: '<rootDir>/web/src/locales/{locale}/shell',
      include: shellSources,
      exclude: ['**/*.test.*'],
    },
    {
      // The legal pages' long texts (two thirds of all the pages' words), loaded with them only.
      path: '<rootDir>/web/src/locales/{locale}/legal',
      include: ['<rootDir>/web/src/features/legal'],
      exclude: ['**/*.test.*'],
    },
    {
      // The sign-in, sign-up and password pages' texts, with the form and error messages they show
      // (also in the pages' catalog below: a visitor on the sign-in page loads only this one).
      path: '<rootDir>/web/src/locales/{locale}/auth',
      include: [
        '<rootDir>/web/src/features/auth',
        '<rootDir>/web/src/lib/validation-messages.ts',
        '<rootDir>/web/src/lib/error-messages.ts',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // Every other page's texts: loaded with the first lazy page (web/src/lib/i18n.ts).
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: [
        '**/*.test.*',
        '**/testing/**',
        '**/features/admin/**',
        '**/features/legal/**',
        '**/features/auth/**',
        ...shellSources.map((source) => (/\.tsx?$/.test(source) ? source : `${source}/**`)),
      ],
    },
    {
      // The admin area's texts: loaded with its lazy chunks, so parents' bundles never carry them.
      path: '<rootDir>/web/src/features/admin/locales/{locale}/messages',
      include: ['<rootDir>/web/src/features/admin'],
      exclude: ['**/*.test.*', '**/locales/**'],
    },
    {
      // E-mails: compiled to messages.ts (gitignored) and bundled into the functions.
      path: '<rootDir>/functions/src/locales/{locale}/messages',
      include: ['<rootDir>/functions/src'],
      exclude: ['**/*.test.*', '**/locales/**'],
    },
  ],
  // No source references: they change with every moved line and bury real changes in diffs.
  format: formatter({ origins: false }),
  compileNamespace: 'ts',
});
