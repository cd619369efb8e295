import { mixed, number, object, string, type InferType } from 'yup';
import { parseSize } from '../sizes/parse-size';
import { seasons } from '../seasons/seasons';
import { childGenders } from '../children/child-fields';
import { productCountries } from '../products/product-fields';
import {
  productSorts,
  recommendationCategories,
  recommendationPageSize,
} from '../products/recommendations';
import { validationCodes as codes } from './validation-codes';

// Unreadable sizes become NaN (not null), so they fail as a format error, not as missing.
const readSize = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? (parseSize(value) ?? Number.NaN) : value;

const sizeField = mixed<number>()
  .transform(readSize)
  .test('size', codes.invalidFormat, (value) => typeof value === 'number' && value > 0)
  .required(codes.required);

/** A shoe size, or null for a child who does not walk yet (core's wearsShoes): no shoes then. */
const shoeSizeField = mixed<number>()
  .transform(readSize)
  .test(
    'size',
    codes.invalidFormat,
    (value) => value === null || value === undefined || (typeof value === 'number' && value > 0),
  )
  .nullable()
  .default(null);

/** The request of getRecommendations. Sizes may be typed ('27,5'); they compare as whole sizes. */
export const recommendationRequestSchema = object({
  country: string().oneOf(productCountries, codes.invalidFormat).required(codes.required),
  season: string().trim().lowercase().oneOf(seasons, codes.invalidFormat).required(codes.required),
  gender: string().oneOf(childGenders, codes.invalidFormat).required(codes.required),
  category: string().oneOf(recommendationCategories, codes.invalidFormat).default('all'),
  clothingSize: sizeField,
  shoeSize: shoeSizeField,
  sort: string().oneOf(productSorts, codes.invalidFormat).default('newest'),
  pageSize: number()
    .integer(codes.invalidFormat)
    .min(1, codes.outOfRange)
    .max(recommendationPageSize.max, codes.outOfRange)
    .default(recommendationPageSize.default),
  cursor: string().max(300, codes.invalidFormat).nullable().default(null),
});

export type RecommendationRequest = InferType<typeof recommendationRequestSchema>;
