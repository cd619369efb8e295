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
  // Subcategories, then item types (Sandals is both).
  'Base Layers': msg`Base Layers`,
  'Mid Layers': msg`Mid Layers`,
  Outerwear: msg`Outerwear`,
  Bottoms: msg`Bottoms`,
  Dresswear: msg`Dresswear`,
  Sleepwear: msg`Sleepwear`,
  Accessories: msg`Accessories`,
  'Everyday Shoes': msg`Everyday Shoes`,
  'Outdoor Shoes': msg`Outdoor Shoes`,
  'Indoor Shoes & Slippers': msg`Indoor Shoes & Slippers`,
  'Sports Shoes': msg`Sports Shoes`,
  'Bundles & Sets': msg`Bundles & Sets`,
  Bodysuits: msg`Bodysuits`,
  'T-shirts': msg`T-shirts`,
  'Long-sleeve tops': msg`Long-sleeve tops`,
  'Thermal underwear': msg`Thermal underwear`,
  Swimwear: msg`Swimwear`,
  Hoodies: msg`Hoodies`,
  Sweatshirts: msg`Sweatshirts`,
  'Fleece jackets': msg`Fleece jackets`,
  Cardigans: msg`Cardigans`,
  Knitwear: msg`Knitwear`,
  'Winter jackets': msg`Winter jackets`,
  Snowsuits: msg`Snowsuits`,
  'Snow pants': msg`Snow pants`,
  'Rain jackets': msg`Rain jackets`,
  'Softshell jackets': msg`Softshell jackets`,
  'Light jackets': msg`Light jackets`,
  Jeans: msg`Jeans`,
  Leggings: msg`Leggings`,
  Shorts: msg`Shorts`,
  Sweatpants: msg`Sweatpants`,
  Skirts: msg`Skirts`,
  Chinos: msg`Chinos`,
  Dresses: msg`Dresses`,
  Shirts: msg`Shirts`,
  Pajamas: msg`Pajamas`,
  'Sleeping bags': msg`Sleeping bags`,
  'Hats & Beanies': msg`Hats & Beanies`,
  Mittens: msg`Mittens`,
  'First shoes': msg`First shoes`,
  Sneakers: msg`Sneakers`,
  'Rubber boots': msg`Rubber boots`,
  'Winter boots': msg`Winter boots`,
  'Hiking shoes': msg`Hiking shoes`,
  Sandals: msg`Sandals`,
  Slippers: msg`Slippers`,
  'Indoor sports shoes': msg`Indoor sports shoes`,
  'Football boots': msg`Football boots`,
  'Running shoes': msg`Running shoes`,
  'Rain set': msg`Rain set`,
  'Winter set': msg`Winter set`,
  'Sun set': msg`Sun set`,
  'Newborn set': msg`Newborn set`,
  'Outfit set': msg`Outfit set`,
};
