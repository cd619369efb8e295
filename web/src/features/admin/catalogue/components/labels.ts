import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  AdminProductScope,
  AdminProductStatus,
  ProductCategory,
  ProductGenderType,
  Season,
} from '@sprout/core';

/** The catalogue's option labels, translated where they are shown. */
export const seasonLabels: Record<Season, MessageDescriptor> = {
  spring: msg`Spring`,
  summer: msg`Summer`,
  autumn: msg`Autumn`,
  winter: msg`Winter`,
};

/** Spec section 3: male is shown as Boy, female as Girl. */
export const genderLabels: Record<ProductGenderType, MessageDescriptor> = {
  male: msg`Boy`,
  female: msg`Girl`,
  unisex: msg`Unisex`,
};

export const categoryLabels: Record<ProductCategory, MessageDescriptor> = {
  clothes: msg`Clothing`,
  shoes: msg`Footwear`,
  accessories: msg`Seasonal Accessories`,
};

export const statusLabels: Record<AdminProductStatus, MessageDescriptor> = {
  all: msg`All statuses`,
  active: msg`Active`,
  inactive: msg`Inactive`,
};

export const scopeLabels: Record<AdminProductScope, MessageDescriptor> = {
  all: msg`All Products`,
  global: msg`Global Only`,
  country: msg`Country-Specific Only`,
};

export const regionGroupLabels: Record<string, MessageDescriptor> = {
  'region.global': msg`Global`,
  'region.nordic': msg`Nordic`,
  'region.europe': msg`Europe`,
  'region.northAmerica': msg`North America`,
  'region.asiaPacific': msg`Asia Pacific`,
};

/** The taxonomy's stored names (core's productTaxonomy), shown translated. */
export const taxonomyLabels: Record<string, MessageDescriptor> = {
  'Base Layers': msg`Base Layers`,
  'Mid Layers': msg`Mid Layers`,
  Outerwear: msg`Outerwear`,
  Bottoms: msg`Bottoms`,
  Dresswear: msg`Dresswear`,
  Sleepwear: msg`Sleepwear`,
  Accessories: msg`Accessories`,
  'T-shirts': msg`T-shirts`,
  Hoodies: msg`Hoodies`,
  'Winter jackets': msg`Winter jackets`,
  Jeans: msg`Jeans`,
  Dresses: msg`Dresses`,
  Pajamas: msg`Pajamas`,
  'Hats & Beanies': msg`Hats & Beanies`,
  'Everyday Shoes': msg`Everyday Shoes`,
  'Outdoor Shoes': msg`Outdoor Shoes`,
  'Indoor Shoes & Slippers': msg`Indoor Shoes & Slippers`,
  Sandals: msg`Sandals`,
  'Sports Shoes': msg`Sports Shoes`,
  'Bundles & Sets': msg`Bundles & Sets`,
};
