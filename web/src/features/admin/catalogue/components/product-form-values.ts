import {
  euSizeFromUs,
  productInputFrom,
  productSchema,
  productTitleLanguages,
  usSizeFromEu,
  type AdminProductInput,
  type ProductCategory,
  type ProductData,
  type ProductGenderType,
  type ProductTitleLanguage,
  type RegionCode,
  type Season,
} from '@sprout/core';

/** The product form as the inputs hold it: text for every typed value. */
export type ProductFormValues = {
  country: RegionCode;
  title: string;
  /** The title in each other language; an empty one is none (the English title shows). */
  titles: Record<ProductTitleLanguage, string>;
  seasons: Season[];
  category: ProductCategory;
  subcategory: string;
  item: string;
  genderType: ProductGenderType;
  minSize: string;
  maxSize: string;
  usMinSize: string;
  usMaxSize: string;
  price: string;
  imageUrl: string;
  affiliateUrl: string;
  active: boolean;
};

/** Every other language's title field, filled from `titles` where given. */
function titleFields(titles?: Partial<Record<ProductTitleLanguage, string>>) {
  return Object.fromEntries(
    productTitleLanguages.map((language) => [language, titles?.[language] ?? '']),
  ) as Record<ProductTitleLanguage, string>;
}

/** An empty form for a new product in `country`. */
export function emptyProductForm(country: RegionCode): ProductFormValues {
  return {
    country,
    title: '',
    titles: titleFields(),
    seasons: [],
    category: 'clothes',
    subcategory: '',
    item: '',
    genderType: 'unisex',
    minSize: '',
    maxSize: '',
    usMinSize: '',
    usMaxSize: '',
    price: '',
    imageUrl: '',
    affiliateUrl: '',
    active: true,
  };
}

/** The form for a stored product (title without its 'item - ' prefix, empty US sizes as ''). */
export function productFormFrom(product: ProductData): ProductFormValues {
  const input = productInputFrom(product);
  return {
    ...input,
    titles: titleFields(input.titles),
    seasons: [...input.seasons],
    usMinSize: input.usMinSize ?? '',
    usMaxSize: input.usMaxSize ?? '',
    price: String(input.price),
  };
}

/**
 * The values the server takes: core's schema read (trimmed, price as a number, an empty US size as
 * null). Throws like the schema when the values are not valid (submit is disabled until they are).
 */
export function productInputOf(values: ProductFormValues): AdminProductInput {
  return productSchema.validateSync(values, { stripUnknown: true });
}

/** The fields of `next` that differ from `before` (an update sends only those). */
export function changedProductFields(
  before: AdminProductInput,
  next: AdminProductInput,
): Partial<AdminProductInput> {
  const changes: Partial<Record<keyof AdminProductInput, unknown>> = {};
  for (const key of Object.keys(next) as (keyof AdminProductInput)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) changes[key] = next[key];
  }
  return changes as Partial<AdminProductInput>;
}

type SizeField = 'minSize' | 'maxSize' | 'usMinSize' | 'usMaxSize';
const counterpart: Record<SizeField, SizeField> = {
  minSize: 'usMinSize',
  maxSize: 'usMaxSize',
  usMinSize: 'minSize',
  usMaxSize: 'maxSize',
};

/**
 * The sizes after typing `value` into `field` (spec section 5): a US size sets its EU size, an EU
 * size sets its US size, through core's tables; an unknown value passes through unchanged.
 * An emptied field leaves its counterpart as it is.
 */
export function withDerivedSize(
  values: Pick<ProductFormValues, SizeField | 'category'>,
  field: SizeField,
  value: string,
): Record<SizeField, string> {
  const sizes: Record<SizeField, string> = {
    minSize: values.minSize,
    maxSize: values.maxSize,
    usMinSize: values.usMinSize,
    usMaxSize: values.usMaxSize,
  };
  sizes[field] = value;
  // Clearing a size derives nothing: an emptied US size must not wipe the EU size it came from.
  if (value.trim() === '') return sizes;
  const other = counterpart[field];
  sizes[other] = field.startsWith('us')
    ? euSizeFromUs(values.category, value)
    : usSizeFromEu(values.category, value);
  return sizes;
}

/** The draft of the product form kept on the device (spec section 3's local storage keys). */
export const productDraftKey = 'admin-product-draft';

/** Which form a draft belongs to: a new product, or an edit or duplicate of a stored one. */
export type ProductDraft = { target: string; values: ProductFormValues };

function isFormValues(value: unknown): value is ProductFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const texts = Object.keys(emptyProductForm('SE')).filter(
    (key) => key !== 'seasons' && key !== 'active' && key !== 'titles',
  );
  return (
    texts.every((key) => typeof record[key] === 'string') &&
    Array.isArray(record.seasons) &&
    typeof record.active === 'boolean'
  );
}

/** The kept draft for `target`, or null (none, another form's, or unreadable). */
export function readProductDraft(target: string): ProductFormValues | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(productDraftKey) ?? 'null');
    const draft = parsed as Partial<ProductDraft> | null;
    if (draft?.target !== target || !isFormValues(draft.values)) return null;
    // A draft kept before the form had titles in other languages gets empty ones.
    const titles = draft.values.titles as unknown;
    return {
      ...draft.values,
      titles: titleFields(typeof titles === 'object' && titles !== null ? titles : undefined),
    };
  } catch {
    return null;
  }
}

export function saveProductDraft(target: string, values: ProductFormValues): void {
  try {
    localStorage.setItem(productDraftKey, JSON.stringify({ target, values }));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function clearProductDraft(): void {
  try {
    localStorage.removeItem(productDraftKey);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
