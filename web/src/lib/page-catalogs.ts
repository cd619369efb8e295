import type { Messages } from '@lingui/core';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The pages' catalogs of every language, by kind (lingui.config.ts). A module of its own: the
 * 39 loaders (with their preload lists) are code the first paint does not need (lib/i18n.ts).
 */
export const pageCatalogs: Record<'messages' | 'auth' | 'legal', Record<string, Catalog>> = {
  messages: import.meta.glob<{ messages: Messages }>('../locales/*/messages.po'),
  auth: import.meta.glob<{ messages: Messages }>('../locales/*/auth.po'),
  legal: import.meta.glob<{ messages: Messages }>('../locales/*/legal.po'),
};
