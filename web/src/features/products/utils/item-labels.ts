import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The catalogue's item types (core's productTaxonomy) and categories, as a product group's name in
 * the page's language. A name the catalogue does not know is shown as stored.
 */
export const itemLabels: Readonly<Record<string, MessageDescriptor>> = {
  'T-shirts': msg`T-shirts`,
  Hoodies: msg`Hoodies`,
  'Winter jackets': msg`Winter jackets`,
  Jeans: msg`Jeans`,
  Dresses: msg`Dresses`,
  Pajamas: msg`Pajamas`,
  'Hats & Beanies': msg`Hats & Beanies`,
  clothes: msg`Clothes`,
  shoes: msg`Shoes`,
  accessories: msg`Accessories`,
};
