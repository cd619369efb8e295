/** The child's fields as screens show them; the form's schema is validation/child.schema.ts. */

export const childGenders = ['male', 'female'] as const;
export type ChildGender = (typeof childGenders)[number];

export const childNameMaxLength = 80;

/**
 * Sprout follows children, not adults: the WHO growth references it forecasts from end at 19 years
 * (228 months) and its size tables stop at the teen sizes, so a birth date more than 19 years ago
 * has nothing to show and is almost always a typo in the year. A child on their 19th birthday
 * (in any time zone) is still accepted.
 */
export const childMaxAgeYears = 19;
