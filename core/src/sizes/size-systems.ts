/** The size systems Sprout converts between (spec 1: EU, US, UK, CN, JP, AU and CA). */
export const sizeSystems = ['EU', 'US', 'UK', 'CN', 'JP', 'AU', 'CA'] as const;
export type SizeSystem = (typeof sizeSystems)[number];

/** What a size is for; the two kinds use different tables. */
export type SizeKind = 'clothing' | 'shoes';

/** Age from which the spec switches to "teen and adult" tables (and extra measurements). */
export const teenAgeYears = 13;
