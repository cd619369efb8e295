import { describe, expect, it } from 'vitest';
import {
  adminProductListSchema,
  adminScopeCountries,
  adminSessionExpiresAt,
  adminSessionLive,
  adminToggleProductSchema,
  confirmAdminTotpSchema,
  disableAdminTotpSchema,
  editableProductTitle,
  productDataFrom,
  productInputFrom,
  startAdminSessionSchema,
  storedProductTitle,
  titleMatches,
} from './admin';
import { productSchema } from '../validation/product.schema';

/** A session id as startAdminSession makes them (a uuid v4). */
const sid = '0b6f1c1e-8d1a-4f5e-9c3b-2a7d4e6f8a90';

describe('admin sessions', () => {
  it('last 30 minutes and are over at their expiry instant', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const expiresAt = adminSessionExpiresAt(now);
    expect(expiresAt).toBe('2026-11-25T10:30:00.000Z');
    expect(adminSessionLive(expiresAt, new Date('2026-11-25T10:29:59.999Z'))).toBe(true);
    expect(adminSessionLive(expiresAt, new Date('2026-11-25T10:30:00.000Z'))).toBe(false);
    expect(adminSessionLive('not a time', now)).toBe(false);
  });

  it('take an optional 6-digit code to start, a required one to confirm a second factor', () => {
    expect(startAdminSessionSchema.validateSync({})).toEqual({});
    expect(startAdminSessionSchema.validateSync({ code: '' }).code).toBeUndefined();
    expect(startAdminSessionSchema.validateSync({ code: ' 123456 ' }).code).toBe('123456');
    expect(() => startAdminSessionSchema.validateSync({ code: '12345' })).toThrow(
      'admin.codeRequired',
    );
    expect(() => confirmAdminTotpSchema.validateSync({ sessionId: sid })).toThrow(
      'admin.codeRequired',
    );
    expect(() => confirmAdminTotpSchema.validateSync({ sessionId: sid, code: '12a456' })).toThrow(
      'admin.codeRequired',
    );
  });
});

describe('the admin product list request', () => {
  it('defaults to SE, everything, newest first from the start', () => {
    expect(adminProductListSchema.validateSync({ sessionId: sid })).toEqual({
      sessionId: sid,
      country: 'SE',
      search: '',
      gender: 'all',
      category: 'all',
      season: 'all',
      status: 'all',
      scope: 'all',
      cursor: null,
    });
  });

  it('falls back to SE when the country is cleared', () => {
    expect(adminProductListSchema.validateSync({ sessionId: sid, country: '' }).country).toBe('SE');
    expect(adminProductListSchema.validateSync({ sessionId: sid, country: null }).country).toBe(
      'SE',
    );
  });

  it('refuses unknown markets and filter values', () => {
    for (const bad of [
      { country: 'XX' },
      { gender: 'boy' },
      { category: 'toys' },
      { season: 'monsoon' },
      { status: 'deleted' },
      { scope: 'local' },
    ]) {
      expect(() => adminProductListSchema.validateSync({ sessionId: sid, ...bad })).toThrow(
        'validation.invalidFormat',
      );
    }
    expect(() => adminProductListSchema.validateSync({})).toThrow('validation.required');
  });

  it('covers the market and global, global only, or the market only', () => {
    expect(adminScopeCountries('SE', 'all')).toEqual(['SE', 'global']);
    expect(adminScopeCountries('SE', 'global')).toEqual(['global']);
    expect(adminScopeCountries('SE', 'country')).toEqual(['SE']);
    expect(adminScopeCountries('global', 'country')).toEqual(['global']);
  });

  it('searches titles case-insensitively by substring', () => {
    expect(titleMatches('Jacket - Warm Winter Jacket', 'winter')).toBe(true);
    expect(titleMatches('Jacket - Warm Winter Jacket', ' WARM w')).toBe(true);
    expect(titleMatches('Jacket - Warm Winter Jacket', 'summer')).toBe(false);
    expect(titleMatches('Anything', '')).toBe(true);
  });

  it('toggles to a boolean or flips', () => {
    const base = { sessionId: sid, productId: 'p' };
    expect(adminToggleProductSchema.validateSync(base).active).toBeUndefined();
    expect(adminToggleProductSchema.validateSync({ ...base, active: false }).active).toBe(false);
    expect(() => adminToggleProductSchema.validateSync({ ...base, active: 'yes' })).toThrow(
      'validation.invalidFormat',
    );
    expect(() => adminToggleProductSchema.validateSync({ ...base, productId: 'a/b' })).toThrow(
      'validation.invalidFormat',
    );
    // Ids Firestore would throw on (found by the fuzz suite), and a session id that is no uuid.
    for (const productId of ['..', '.', '__x__', 'é'.repeat(800)]) {
      expect(() => adminToggleProductSchema.validateSync({ ...base, productId })).toThrow(
        'validation.invalidFormat',
      );
    }
    expect(() => adminToggleProductSchema.validateSync({ ...base, sessionId: 'a/b' })).toThrow(
      'validation.invalidFormat',
    );
  });
});

describe('stored products', () => {
  it('save the title as "item - title", once', () => {
    expect(storedProductTitle('Hoodies', 'Cosy hoodie')).toBe('Hoodies - Cosy hoodie');
    expect(storedProductTitle('Hoodies', 'Hoodies - Cosy hoodie')).toBe('Hoodies - Cosy hoodie');
    expect(storedProductTitle('', ' Cosy hoodie ')).toBe('Cosy hoodie');
    expect(editableProductTitle('Hoodies', 'Hoodies - Cosy hoodie')).toBe('Cosy hoodie');
    expect(editableProductTitle('', 'Hoodies - Cosy hoodie')).toBe('Hoodies - Cosy hoodie');
  });

  it('come from the form in EUR with null US sizes, and go back to it', () => {
    const input = productSchema.validateSync({
      country: 'SE',
      title: 'Cosy hoodie',
      seasons: ['autumn', 'winter', 'autumn'],
      category: 'clothes',
      subcategory: 'Mid Layers',
      item: 'Hoodies',
      genderType: 'unisex',
      minSize: '92',
      maxSize: '104',
      usMinSize: '',
      usMaxSize: '',
      price: '24,50',
      imageUrl: 'https://img.example/hoodie.jpg',
      affiliateUrl: 'https://shop.example/hoodie',
    });
    const stored = productDataFrom(input, '2026-11-25T10:00:00.000Z');
    expect(stored).toEqual({
      country: 'SE',
      seasons: ['autumn', 'winter'],
      category: 'clothes',
      subcategory: 'Mid Layers',
      item: 'Hoodies',
      genderType: 'unisex',
      minSize: '92',
      maxSize: '104',
      usMinSize: null,
      usMaxSize: null,
      title: 'Hoodies - Cosy hoodie',
      titles: {},
      imageUrl: 'https://img.example/hoodie.jpg',
      affiliateUrl: 'https://shop.example/hoodie',
      priceEur: 24.5,
      active: true,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    expect(productInputFrom(stored)).toEqual({ ...input, title: 'Cosy hoodie', titles: {} });
  });

  /** A valid form for a global hoodie, without titles in other languages. */
  const hoodieForm = {
    country: 'global',
    title: 'Cosy hoodie',
    seasons: ['winter'],
    category: 'clothes',
    subcategory: 'Mid Layers',
    item: 'Hoodies',
    genderType: 'unisex',
    minSize: '92',
    maxSize: '104',
    price: '24.50',
    imageUrl: 'https://img.example/hoodie.jpg',
    affiliateUrl: 'https://shop.example/hoodie',
  };

  it('store a US size as the size table spells it', () => {
    const input = productSchema.validateSync({ ...hoodieForm, usMinSize: '2t', usMaxSize: '4T' });
    const stored = productDataFrom(input, '2026-11-25T10:00:00.000Z');
    expect([stored.usMinSize, stored.usMaxSize]).toEqual(['2T', '4T']);
  });

  it('keep the titles given in other languages, trimmed, and drop the emptied ones', () => {
    const input = productSchema.validateSync({
      ...hoodieForm,
      titles: { sv: ' Mysig huvtröja ', ar: 'هودي مريح', de: '  ' },
    });
    const stored = productDataFrom(input, '2026-11-25T10:00:00.000Z');
    expect(stored.titles).toEqual({ sv: 'Mysig huvtröja', ar: 'هودي مريح' });
    expect(productInputFrom(stored).titles).toEqual({ sv: 'Mysig huvtröja', ar: 'هودي مريح' });
  });

  it('refuse a title in a language Sprout does not speak, and one too long', () => {
    const valid = (titles: unknown) => productSchema.isValidSync({ ...hoodieForm, titles });
    expect(valid({ sv: 'x'.repeat(200) })).toBe(true);
    expect(valid({ sv: 'x'.repeat(201) })).toBe(false);
    expect(valid({ en: 'Cosy hoodie' })).toBe(false);
    expect(valid({ xx: 'Hoodie' })).toBe(false);
    expect(valid(['Mysig'])).toBe(false);
  });
});

describe('turning the second factor off', () => {
  it('takes the session and a required 6-digit code (trimmed), as confirming does', () => {
    expect(disableAdminTotpSchema.validateSync({ sessionId: sid, code: ' 123456 ' })).toEqual({
      sessionId: sid,
      code: '123456',
    });
    expect(() => disableAdminTotpSchema.validateSync({ sessionId: sid })).toThrow(
      'admin.codeRequired',
    );
    for (const code of ['', '12345', '1234567', '12a456', '12 456']) {
      expect(() => disableAdminTotpSchema.validateSync({ sessionId: sid, code })).toThrow(
        'admin.codeRequired',
      );
    }
  });

  it('refuses a missing or malformed session id', () => {
    expect(() => disableAdminTotpSchema.validateSync({ code: '123456' })).toThrow(
      'validation.required',
    );
    expect(() => disableAdminTotpSchema.validateSync({ sessionId: 'a/b', code: '123456' })).toThrow(
      'validation.invalidFormat',
    );
  });
});
