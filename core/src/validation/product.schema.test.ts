import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { productCountries, productSchema } from './product.schema';

const product = {
  country: 'SE',
  title: ' Rain jacket ',
  seasons: ['spring', 'autumn'],
  category: 'clothes',
  subcategory: 'Outerwear',
  item: 'Rain jackets',
  genderType: 'unisex',
  minSize: '98',
  maxSize: '104',
  usMinSize: '',
  usMaxSize: '',
  price: '39,90',
  imageUrl: 'https://img.example.com/jacket.jpg',
  affiliateUrl: 'http://shop.example.com/p/1',
};

describe('productSchema', () => {
  it('accepts a product and normalises it', () => {
    expect(fieldErrors(productSchema, product)).toEqual({});
    expect(productSchema.cast(product)).toMatchObject({
      title: 'Rain jacket',
      price: 39.9,
      usMinSize: null,
      usMaxSize: null,
      active: true,
    });
  });

  it('gives each empty required field its spec message', () => {
    const empty = {
      ...product,
      title: ' ',
      seasons: [],
      minSize: '',
      maxSize: '',
      price: '',
      imageUrl: '',
      affiliateUrl: '',
    };
    expect(fieldErrors(productSchema, empty)).toEqual({
      title: ['product.titleRequired'],
      seasons: ['product.seasonRequired'],
      minSize: ['product.sizeRequired'],
      maxSize: ['product.sizeRequired'],
      price: ['product.priceRequired'],
      imageUrl: ['product.imageUrlRequired'],
      affiliateUrl: ['product.affiliateUrlRequired'],
    });
  });

  it('compares EU sizes as integers and US sizes as numbers', () => {
    expect(fieldErrors(productSchema, { ...product, minSize: '104', maxSize: '98' })).toEqual({
      maxSize: ['product.maxBelowMin'],
    });
    expect(fieldErrors(productSchema, { ...product, minSize: '98.0', maxSize: '98' })).toEqual({});
    expect(fieldErrors(productSchema, { ...product, usMinSize: '6', usMaxSize: '4T' })).toEqual({
      usMaxSize: ['product.maxBelowMin'],
    });
    expect(fieldErrors(productSchema, { ...product, usMinSize: '4t', usMaxSize: '6' })).toEqual({});
    expect(fieldErrors(productSchema, { ...product, usMinSize: '4T', usMaxSize: '' })).toEqual({});
    // US scales restart: a shoe range 12C..2.5Y (EU 30..34) is in order.
    expect(
      fieldErrors(productSchema, {
        ...product,
        category: 'shoes',
        subcategory: '',
        item: '',
        minSize: '30',
        maxSize: '34',
        usMinSize: '12C',
        usMaxSize: '2.5Y',
      }),
    ).toEqual({});
  });

  it("takes only sizes of the category's size table (issue 32)", () => {
    for (const size of ['abc', '900', '93', '30', 'XS', '-92']) {
      expect(fieldErrors(productSchema, { ...product, minSize: size, maxSize: '176' })).toEqual({
        minSize: ['product.euSizeUnknown'],
      });
    }
    const shoe = { ...product, category: 'shoes', subcategory: 'Sandals', item: 'Sandals' };
    expect(fieldErrors(productSchema, { ...shoe, minSize: '24', maxSize: '29' })).toEqual({});
    // A clothing size is no shoe size, and EU 50 is off the shoe table.
    expect(fieldErrors(productSchema, { ...shoe, minSize: '98', maxSize: '104' })).toEqual({
      minSize: ['product.euSizeUnknown'],
      maxSize: ['product.euSizeUnknown'],
    });
    expect(fieldErrors(productSchema, { ...shoe, minSize: '49', maxSize: '50' })).toEqual({
      maxSize: ['product.euSizeUnknown'],
    });
    // US labels: the category's own (2T is clothing, 7.5C footwear), in any case.
    expect(fieldErrors(productSchema, { ...product, usMinSize: '7.5C', usMaxSize: 'xyz' })).toEqual(
      {
        usMinSize: ['product.usSizeUnknown'],
        usMaxSize: ['product.usSizeUnknown'],
      },
    );
    expect(
      fieldErrors(productSchema, { ...shoe, minSize: '24', maxSize: '29', usMinSize: '7.5c' }),
    ).toEqual({});
  });

  it('takes only the taxonomy, each name under its own parent', () => {
    expect(
      fieldErrors(productSchema, { ...product, subcategory: 'Leggings', item: 'Rain jackets' }),
    ).toEqual({ subcategory: ['product.notInTaxonomy'], item: ['product.notInTaxonomy'] });
    // An item of another subcategory, and a footwear item under clothing.
    expect(fieldErrors(productSchema, { ...product, item: 'Leggings' })).toEqual({
      item: ['product.notInTaxonomy'],
    });
    expect(
      fieldErrors(productSchema, {
        ...product,
        subcategory: 'Outdoor Shoes',
        item: 'Winter boots',
      }),
    ).toEqual({ subcategory: ['product.notInTaxonomy'], item: ['product.notInTaxonomy'] });
    // None chosen is allowed (an item needs its subcategory).
    expect(fieldErrors(productSchema, { ...product, subcategory: '', item: '' })).toEqual({});
    expect(
      fieldErrors(productSchema, { ...product, subcategory: '', item: 'Rain jackets' }),
    ).toEqual({ item: ['product.notInTaxonomy'] });
  });

  it('wants a positive price with at most cents', () => {
    for (const price of ['0', '-5', 'abc']) {
      expect(fieldErrors(productSchema, { ...product, price })).toEqual({
        price: ['product.pricePositive'],
      });
    }
    expect(fieldErrors(productSchema, { ...product, price: '12.345' })).toEqual({
      price: ['product.priceDecimals'],
    });
    expect(fieldErrors(productSchema, { ...product, price: 0.01 })).toEqual({});
  });

  it('wants http or https shop addresses, and https or catalogue pictures', () => {
    expect(
      fieldErrors(productSchema, {
        ...product,
        imageUrl: 'ftp://img.example.com/a.jpg',
        affiliateUrl: 'https://',
      }),
    ).toEqual({ imageUrl: ['product.imageUrlInvalid'], affiliateUrl: ['product.urlInvalid'] });
    // The page loads no http picture (its Content-Security-Policy): refused, with its reason.
    expect(
      fieldErrors(productSchema, { ...product, imageUrl: 'http://img.example.com/a.jpg' }),
    ).toEqual({ imageUrl: ['product.imageUrlInvalid'] });
    // The seeded products' own pictures, served by Hosting, can be saved as they are.
    expect(
      fieldErrors(productSchema, { ...product, imageUrl: '/catalog/mittens-set.svg' }),
    ).toEqual({});
    for (const imageUrl of ['/catalog/../secret.svg', '/elsewhere/a.svg', '/catalog/a.exe']) {
      expect(fieldErrors(productSchema, { ...product, imageUrl })).toEqual({
        imageUrl: ['product.imageUrlInvalid'],
      });
    }
  });

  it('knows the catalogue vocabulary', () => {
    expect(productCountries).toHaveLength(18);
    expect(
      fieldErrors(productSchema, {
        ...product,
        country: 'CN',
        category: 'toys',
        genderType: 'other',
        seasons: ['monsoon'],
      }),
    ).toEqual({
      country: ['validation.invalidFormat'],
      category: ['validation.invalidFormat'],
      genderType: ['validation.invalidFormat'],
      'seasons[0]': ['validation.invalidFormat'],
      // An unknown category has no subcategories.
      subcategory: ['product.notInTaxonomy'],
      item: ['product.notInTaxonomy'],
    });
    expect(
      productSchema.cast({ ...product, country: 'global', seasons: ['winter', 'winter'] }),
    ).toMatchObject({ country: 'global', seasons: ['winter'] });
  });
});
