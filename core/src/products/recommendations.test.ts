import { describe, expect, it } from 'vitest';
import { productMatchKeys, productSizes, recommendationKeys } from './recommendations';
import { recommendationRequestSchema } from '../validation/recommendation-request.schema';

const jacket = {
  country: 'SE' as const,
  genderType: 'unisex' as const,
  category: 'clothes' as const,
  seasons: ['winter' as const, 'autumn' as const],
  minSize: '104',
  maxSize: '122',
};

const child: Parameters<typeof recommendationKeys>[0] = {
  country: 'SE',
  season: 'winter',
  gender: 'female',
  category: 'all',
  clothingSize: 116,
  shoeSize: 28,
};

const fits = (product: Parameters<typeof productMatchKeys>[0], request: typeof child) => {
  const keys = new Set(productMatchKeys(product));
  return recommendationKeys(request).some((key) => keys.has(key));
};

describe('product matching', () => {
  it('fits sizes from exactly min to exactly max, and nothing outside', () => {
    expect(productSizes(jacket)).toEqual([104, 110, 116, 122]);
    expect(fits(jacket, { ...child, clothingSize: 104 })).toBe(true);
    expect(fits(jacket, { ...child, clothingSize: 122 })).toBe(true);
    expect(fits(jacket, { ...child, clothingSize: 98 })).toBe(false);
    expect(fits(jacket, { ...child, clothingSize: 128 })).toBe(false);
  });

  it('compares shoe sizes as whole sizes', () => {
    const boots = { ...jacket, category: 'shoes' as const, minSize: '27', maxSize: '30.5' };
    expect(productSizes(boots)).toEqual([27, 28, 29, 30]);
    expect(fits(boots, { ...child, shoeSize: 27 })).toBe(true);
    expect(fits(boots, { ...child, shoeSize: 30 })).toBe(true);
    expect(fits(boots, { ...child, shoeSize: 26 })).toBe(false);
    expect(fits(boots, { ...child, shoeSize: 31 })).toBe(false);
    // Shoes go by the shoe size, not the clothing size.
    expect(fits(boots, { ...child, shoeSize: 35, clothingSize: 28 })).toBe(false);
  });

  it('matches the season, the country or global, and the gender or unisex', () => {
    expect(fits(jacket, { ...child, season: 'summer' })).toBe(false);
    expect(fits(jacket, { ...child, country: 'NO' })).toBe(false);
    expect(fits({ ...jacket, country: 'global' }, { ...child, country: 'NO' })).toBe(true);
    expect(fits({ ...jacket, genderType: 'male' }, child)).toBe(false);
    expect(fits({ ...jacket, genderType: 'female' }, child)).toBe(true);
  });

  it('narrows to one category, and accessories go by the clothing size', () => {
    expect(fits(jacket, { ...child, category: 'shoes' })).toBe(false);
    const hat = { ...jacket, category: 'accessories' as const };
    expect(fits(hat, { ...child, category: 'accessories' })).toBe(true);
    expect(recommendationKeys({ ...child, category: 'all' })).toHaveLength(12);
  });

  it('recommends no shoes for a child who does not walk yet (no shoe size)', () => {
    const boots = { ...jacket, category: 'shoes' as const, minSize: '18', maxSize: '22' };
    expect(fits(boots, { ...child, shoeSize: 19 })).toBe(true);
    expect(fits(boots, { ...child, shoeSize: null })).toBe(false);
    expect(fits(jacket, { ...child, shoeSize: null })).toBe(true);
    expect(recommendationKeys({ ...child, shoeSize: null })).toHaveLength(8);
    expect(recommendationKeys({ ...child, category: 'shoes', shoeSize: null })).toEqual([]);
    // A request may leave the shoe size out, or say null.
    const request = { country: 'SE', season: 'winter', gender: 'male', clothingSize: 62 };
    expect(recommendationRequestSchema.validateSync(request).shoeSize).toBeNull();
    expect(
      recommendationRequestSchema.validateSync({ ...request, shoeSize: null }).shoeSize,
    ).toBeNull();
  });

  it('matches nothing for sizes that are not numbers', () => {
    expect(productMatchKeys({ ...jacket, minSize: 'XS', maxSize: 'L' })).toEqual([]);
  });

  it('reads typed sizes and defaults the rest of a request', () => {
    const parsed = recommendationRequestSchema.validateSync({
      country: 'SE',
      season: 'Winter',
      gender: 'male',
      clothingSize: '116',
      shoeSize: '27,5',
    });
    expect(parsed).toMatchObject({
      season: 'winter',
      category: 'all',
      sort: 'newest',
      pageSize: 12,
      clothingSize: 116,
      shoeSize: 27.5,
      cursor: null,
    });
    expect(() =>
      recommendationRequestSchema.validateSync({ ...parsed, shoeSize: 'big' }),
    ).toThrow();
    expect(() => recommendationRequestSchema.validateSync({ ...parsed, pageSize: 500 })).toThrow();
    expect(() => recommendationRequestSchema.validateSync({ ...parsed, country: 'XX' })).toThrow();
  });
});
