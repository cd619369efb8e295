import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { catalogLanguages, sourceLanguage } from './core/src/locale/languages';

export default defineConfig({
  sourceLocale: sourceLanguage,
  locales: [...catalogLanguages],
  // The spec: fall back to English, then to the message itself.
  fallbackLocales: { default: sourceLanguage },
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.test.*', '**/testing/**', '**/features/admin/**'],
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
