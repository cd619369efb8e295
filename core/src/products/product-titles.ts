import { catalogLanguages, sourceLanguage, type CatalogLanguage } from '../locale/languages';

/** The languages a product title may be given in besides English (the stored `title`). */
export type ProductTitleLanguage = Exclude<CatalogLanguage, 'en'>;

export const productTitleLanguages = catalogLanguages.filter(
  (language): language is ProductTitleLanguage => language !== sourceLanguage,
);

/**
 * A product's titles in other languages, each without the item prefix: the page names the item
 * type in its own language (the group's name), so only the English title keeps the spec's
 * 'item - title' form. A language left out shows the English title.
 */
export type ProductTitles = Partial<Record<ProductTitleLanguage, string>>;

/** As long as the English title may be (core's productSchema). */
export const productTitleMaxLength = 200;

/** The stored title without its 'item - ' prefix (the English title a card or the form shows). */
export function bareProductTitle(item: string, storedTitle: string): string {
  const prefix = `${item.trim()} - `;
  return item.trim() && storedTitle.startsWith(prefix)
    ? storedTitle.slice(prefix.length)
    : storedTitle;
}

/** What a page in `language` shows as a product's title, and the language it is written in. */
export function localProductTitle(
  product: { item: string; title: string; titles?: ProductTitles },
  language: CatalogLanguage,
): { text: string; language: CatalogLanguage } {
  const own =
    language === sourceLanguage
      ? undefined
      : product.titles?.[language as ProductTitleLanguage]?.trim();
  if (own) return { text: own, language };
  return { text: bareProductTitle(product.item, product.title), language: sourceLanguage };
}

/** The titles with the empty ones left out (an emptied field in the admin form removes its title). */
export function givenTitles(titles: Record<string, unknown> | undefined | null): ProductTitles {
  const given: ProductTitles = {};
  for (const language of productTitleLanguages) {
    const text = titles?.[language];
    if (typeof text === 'string' && text.trim() !== '') given[language] = text.trim();
  }
  return given;
}
