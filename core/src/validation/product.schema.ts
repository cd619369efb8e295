import { array, boolean, object, string, type InferType } from 'yup';
import {
  productCategories,
  productCountries,
  productGenderTypes,
  productSizeMaxLength,
  productUrlMaxLength,
} from '../products/product-fields';
import { seasons } from '../seasons/seasons';
import { validationCodes as codes } from './validation-codes';
import { euSizeInTable, usSizeInTable, usSizesOrdered } from '../admin/product-sizes';
import { productItems, productSubcategories } from '../admin/product-taxonomy';
import { savedProductMaxPriceEur } from '../limits/write-caps';
import { productTitleLanguages, productTitleMaxLength } from '../products/product-titles';
import { decimalNumber, hasAtMostDecimals, httpUrlPattern, imageUrlPattern } from './schema-fields';

export {
  productCategories,
  productCountries,
  productGenderTypes,
  productSizeMaxLength,
  productUrlMaxLength,
  type ProductCategory,
  type ProductGenderType,
} from '../products/product-fields';

/** EU sizes are compared as integers (spec): '92' and '92.5' are both 92. */
function euSizeNumber(size: string | undefined): number {
  return Number.parseInt(size ?? '', 10);
}

/**
 * A US size: trimmed, and null when empty (the form sends an empty US size as null).
 * Sizes are strings because the size tables use labels as well as numbers.
 */
const usSize = string()
  .trim()
  .max(productSizeMaxLength, codes.invalidFormat)
  .nullable()
  .transform((value: unknown) => (value === '' ? null : value))
  .default(null)
  // A size of the category's table, in any case ('2t' is 2T; productDataFrom stores the table's).
  .test(
    'us-size-in-table',
    codes.productUsSizeUnknown,
    (value, test) =>
      value === null ||
      value === undefined ||
      usSizeInTable(String(test.parent?.category ?? ''), value) !== null,
  );

/** An EU size: one of the category's table (issue 32: EU 'abc' or 900 is no size). */
const euSize = string()
  .trim()
  .required(codes.productSizeRequired)
  .max(productSizeMaxLength, codes.invalidFormat)
  .test(
    'eu-size-in-table',
    codes.productEuSizeUnknown,
    // An empty size has its own message (required).
    (value, test) => !value || euSizeInTable(String(test.parent?.category ?? ''), value),
  );

const httpUrl = (requiredCode: string) =>
  string()
    .trim()
    .required(requiredCode)
    .max(productUrlMaxLength, codes.productUrlInvalid)
    .matches(httpUrlPattern, { message: codes.productUrlInvalid, excludeEmptyString: true });

/**
 * The titles in other languages: each optional, trimmed, as long as the English title may be;
 * empty ones are left out, and a language Sprout does not speak is refused.
 */
const titlesSchema = object(
  Object.fromEntries(
    productTitleLanguages.map((language) => [
      language,
      string().trim().max(productTitleMaxLength, codes.invalidFormat),
    ]),
  ),
)
  // A language Sprout does not speak (yup's noUnknown let one through here).
  .test('known-languages', codes.invalidFormat, (value: unknown) =>
    value && typeof value === 'object'
      ? Object.keys(value).every((key) => (productTitleLanguages as string[]).includes(key))
      : true,
  )
  // An emptied field is no title (the English one shows); anything else is validated.
  .transform((value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).filter(
            ([, text]) => !(typeof text === 'string' && text.trim() === ''),
          ),
        )
      : value,
  )
  .default(undefined);

/**
 * The admin product form (spec section 5). Sizes are those of the category's size table (EU and
 * US; issue 32), subcategory and item those of core's taxonomy. The price is in EUR (storage
 * currency).
 */
export const productSchema = object({
  country: string().oneOf(productCountries, codes.invalidFormat).required(codes.invalidFormat),
  title: string()
    .trim()
    .required(codes.productTitleRequired)
    .max(productTitleMaxLength, codes.invalidFormat),
  titles: titlesSchema,
  seasons: array(string().oneOf(seasons, codes.invalidFormat).required(codes.invalidFormat))
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .min(1, codes.productSeasonRequired)
    .required(codes.productSeasonRequired),
  category: string().oneOf(productCategories, codes.invalidFormat).required(codes.invalidFormat),
  // The taxonomy's names only (core's productTaxonomy), each under its own parent; empty is none.
  subcategory: string()
    .trim()
    .max(80, codes.invalidFormat)
    .default('')
    .test(
      'subcategory-in-taxonomy',
      codes.productNotInTaxonomy,
      (value, test) =>
        !value ||
        productSubcategories(String(test.parent?.category ?? '')).some((sub) => sub.name === value),
    ),
  item: string()
    .trim()
    .max(80, codes.invalidFormat)
    .default('')
    .test(
      'item-in-taxonomy',
      codes.productNotInTaxonomy,
      (value, test) =>
        !value ||
        productItems(
          String(test.parent?.category ?? ''),
          String(test.parent?.subcategory ?? ''),
        ).includes(value),
    ),
  genderType: string().oneOf(productGenderTypes, codes.invalidFormat).required(codes.invalidFormat),
  minSize: euSize,
  maxSize: euSize.test('max-at-least-min', codes.productMaxBelowMin, (max, test) => {
    const minSize = test.parent?.minSize as string | undefined;
    // A min size off the table has its own message; the order needs two real sizes.
    if (!euSizeInTable(String(test.parent?.category ?? ''), minSize)) return true;
    const min = euSizeNumber(minSize);
    const maxValue = euSizeNumber(max);
    return Number.isNaN(min) || Number.isNaN(maxValue) || maxValue >= min;
  }),
  usMinSize: usSize,
  usMaxSize: usSize.test('us-max-at-least-min', codes.productMaxBelowMin, (max, test) =>
    usSizesOrdered(
      String(test.parent?.category ?? ''),
      test.parent?.usMinSize as string | null | undefined,
      max,
    ),
  ),
  price: decimalNumber(codes.productPricePositive)
    .required(codes.productPriceRequired)
    .moreThan(0, codes.productPricePositive)
    .max(savedProductMaxPriceEur, codes.outOfRange)
    .test('cents', codes.productPriceDecimals, (value) => hasAtMostDecimals(value, 2)),
  imageUrl: string()
    .trim()
    .required(codes.productImageUrlRequired)
    .max(productUrlMaxLength, codes.productImageUrlInvalid)
    .matches(imageUrlPattern, { message: codes.productImageUrlInvalid, excludeEmptyString: true }),
  affiliateUrl: httpUrl(codes.productAffiliateUrlRequired),
  active: boolean().default(true),
});

export type ProductInput = InferType<typeof productSchema>;
