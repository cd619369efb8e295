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
    expect(fieldErrors(productSchema, { ...product, minSize: '30.5', maxSize: '30' })).toEqual({});
    expect(fieldErrors(productSchema, { ...product, usMinSize: '10.5', usMaxSize: '10' })).toEqual({
      usMaxSize: ['product.maxBelowMin'],
    });
    expect(fieldErrors(productSchema, { ...product, usMinSize: '10', usMaxSize: '10.5' })).toEqual(
      {},
    );
    expect(fieldErrors(productSchema, { ...product, usMinSize: '4T', usMaxSize: '' })).toEqual({});
    // US scales restart: a shoe range 12C..2.5Y (EU 30..34) is in order.
    expect(
      fieldErrors(productSchema, {
        ...product,
        category: 'shoes',
        usMinSize: '12C',
        usMaxSize: '2.5Y',
      }),
    ).toEqual({});
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
    });
    expect(
      productSchema.cast({ ...product, country: 'global', seasons: ['winter', 'winter'] }),
    ).toMatchObject({ country: 'global', seasons: ['winter'] });
  });
});
