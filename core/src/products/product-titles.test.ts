import { describe, expect, it } from 'vitest';
import { givenTitles, localProductTitle, productTitleLanguages } from './product-titles';

const hoodie = {
  item: 'Hoodies',
  title: 'Hoodies - Cosy hoodie',
  titles: { sv: 'Mysig huvtröja', ja: ' ' },
};

describe('product titles by language', () => {
  it('are given for the twelve languages besides English', () => {
    expect(productTitleLanguages).toHaveLength(12);
    expect(productTitleLanguages).not.toContain('en');
  });

  it("shows the page's language where the catalogue has it, else the English title, bare", () => {
    expect(localProductTitle(hoodie, 'sv')).toEqual({ text: 'Mysig huvtröja', language: 'sv' });
    expect(localProductTitle(hoodie, 'de')).toEqual({ text: 'Cosy hoodie', language: 'en' });
    // A blank title is none.
    expect(localProductTitle(hoodie, 'ja')).toEqual({ text: 'Cosy hoodie', language: 'en' });
    expect(localProductTitle(hoodie, 'en')).toEqual({ text: 'Cosy hoodie', language: 'en' });
    expect(localProductTitle({ item: '', title: 'Sun hat' }, 'fr')).toEqual({
      text: 'Sun hat',
      language: 'en',
    });
  });

  it('keeps only the non-empty titles of known languages', () => {
    expect(givenTitles({ sv: ' Mysig ', de: '', xx: 'x', fr: 7 })).toEqual({ sv: 'Mysig' });
    expect(givenTitles(undefined)).toEqual({});
  });
});
