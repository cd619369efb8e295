import { beforeEach, describe, expect, it } from 'vitest';
import { productInputFrom, type ProductData } from '@sprout/core';
import {
  changedProductFields,
  clearProductDraft,
  emptyProductForm,
  productDraftKey,
  productFormFrom,
  productInputOf,
  readProductDraft,
  saveProductDraft,
  withDerivedSize,
} from './product-form-values';

const stored: ProductData = {
  country: 'SE',
  seasons: ['winter'],
  category: 'clothes',
  subcategory: 'Outerwear',
  item: 'Winter jackets',
  genderType: 'unisex',
  minSize: '92',
  maxSize: '104',
  usMinSize: '2T',
  usMaxSize: '4T',
  title: 'Winter jackets - Puffer',
  imageUrl: 'https://img.example.com/p.jpg',
  affiliateUrl: 'https://shop.example.com/p',
  priceEur: 49.9,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('withDerivedSize', () => {
  it('fills the US size from an EU size and the EU size from a US size', () => {
    const form = emptyProductForm('SE');
    expect(withDerivedSize(form, 'minSize', '92')).toMatchObject({
      minSize: '92',
      usMinSize: '2T',
    });
    expect(withDerivedSize(form, 'usMaxSize', '4T')).toMatchObject({
      maxSize: '104',
      usMaxSize: '4T',
    });
    const shoes = { ...form, category: 'shoes' as const };
    expect(withDerivedSize(shoes, 'maxSize', '24')).toMatchObject({ usMaxSize: '7.5C' });
  });

  it('passes an unknown value through unchanged', () => {
    const form = emptyProductForm('SE');
    expect(withDerivedSize(form, 'minSize', 'XS')).toMatchObject({
      minSize: 'XS',
      usMinSize: 'XS',
    });
  });

  it('leaves the other size alone when a size is emptied', () => {
    const form = { ...emptyProductForm('SE'), minSize: '92', usMinSize: '2T' };
    expect(withDerivedSize(form, 'usMinSize', '')).toMatchObject({ minSize: '92', usMinSize: '' });
    expect(withDerivedSize(form, 'minSize', ' ')).toMatchObject({ minSize: ' ', usMinSize: '2T' });
  });
});

describe('productInputOf', () => {
  it('reads the form as the server takes it: price a number, an empty US size null', () => {
    const input = productInputOf({
      ...productFormFrom(stored),
      usMinSize: '',
      usMaxSize: ' ',
      price: '12,50',
    });
    expect(input).toMatchObject({ usMinSize: null, usMaxSize: null, price: 12.5, title: 'Puffer' });
  });
});

describe('changedProductFields', () => {
  it('keeps only the fields that differ', () => {
    const before = productInputFrom(stored);
    const next = productInputOf({ ...productFormFrom(stored), price: '39.90' });
    expect(changedProductFields(before, next)).toEqual({ price: 39.9 });
    expect(changedProductFields(before, productInputOf(productFormFrom(stored)))).toEqual({});
    const seasons = productInputOf({ ...productFormFrom(stored), seasons: ['winter', 'autumn'] });
    expect(changedProductFields(before, seasons)).toEqual({ seasons: ['winter', 'autumn'] });
  });
});

describe('the product draft on the device', () => {
  beforeEach(() => localStorage.clear());

  it('restores the draft of the same form only', () => {
    const values = { ...emptyProductForm('NO'), title: 'Half done' };
    saveProductDraft('new', values);
    expect(readProductDraft('new')).toEqual(values);
    expect(readProductDraft('edit:p1')).toBeNull();
    clearProductDraft();
    expect(readProductDraft('new')).toBeNull();
  });

  it('ignores an unreadable or malformed draft', () => {
    localStorage.setItem(productDraftKey, '{oops');
    expect(readProductDraft('new')).toBeNull();
    localStorage.setItem(productDraftKey, JSON.stringify({ target: 'new', values: { title: 1 } }));
    expect(readProductDraft('new')).toBeNull();
  });
});
