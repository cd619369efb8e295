/**
 * @sprout/core: Sprout's domain in pure TypeScript (no React, no Firebase, no i18n library),
 * shared by the web app and the Cloud Functions. User-visible words are codes here; the web
 * translates them. Everything public is listed below, by area.
 */

// Languages and markets: route languages (/{lang}), catalogs, the 17 markets, region groups.
export * from './locale/languages';
export * from './locale/isolate';
export * from './locale/numbers';
export * from './locale/intl-formats';
export * from './markets/markets';

// Growth: ages (30.44-day months), WHO references, z-scores and percentiles, forecasts.
export * from './growth/age';
export * from './growth/out-of-hundred';
export * from './growth/chance-in-ten';
export * from './growth/measurement-staleness';
export * from './growth/age-group';
export type { Sex, Indicator, Standing } from './growth/reference.types';
export { standingOf, valueAt, footReferenceAt, referenceAgeLimits } from './growth/reference';
export * from './growth/growth-curves';
export {
  forecastSeasons,
  confidenceForStep,
  accuracyForStep,
  forecastPoints,
  maxGrowthFactor,
  type ForecastPoint,
  type ForecastInput,
  type GrowthMeasurement,
  type AccuracyBand,
  type ParentHeights,
} from './growth/forecast';

// Sizes: clothing and shoe sizes to buy, conversions to EU/US/UK/CN/JP/AU/CA, display rules.
export * from './sizes/size-systems';
export * from './sizes/clothing-sizes';
export * from './sizes/teen-clothing-sizes';
export * from './sizes/shoe-sizes';
export * from './sizes/parse-size';
export * from './sizes/size-display';
export * from './sizes/child-sizes';
export * from './sizes/walking';
export * from './sizes/size-changes';

// Seasons, units, money.
export * from './seasons/seasons';
export * from './seasons/season-lookup';
export * from './units/units';
export * from './units/measurement-format';
export * from './currency/currency-codes';
export * from './currency/currency';

// Data model: Firestore paths and document types (DocumentTypes: every kind in one list).
export * from './firestore-paths';
export * from './firestore-documents.types';
export * from './stored-timestamp.types';
export * from './limits/write-caps';
export * from './limits/rate-limits';
export * from './profile/profile.types';
export * from './profile/auth-log.types';
export * from './account/data-export';
export * from './mail/mail.types';
export * from './children/child.types';
export * from './children/measurement-order';
export * from './children/parent-heights';
export * from './products/product.types';
export * from './products/product-titles';
export * from './products/recommendations';
export * from './products/saved-products';
export * from './sharing/share.types';
export * from './admin/admin';
export * from './admin/product-taxonomy';
export * from './admin/product-sizes';
export * from './admin/admin-actions';
export * from './admin/product-csv';
export * from './reminders/reminder-admin';
export * from './reminders/reminder-dates';

// Validation (yup schemas whose messages are codes) and the error catalogue.
export * from './validation/validation-codes';
export * from './validation/auth.schema';
export * from './validation/child.schema';
export * from './validation/measurement.schema';
export * from './validation/parent-heights.schema';
export * from './validation/product.schema';
export * from './validation/share.schema';
export * from './validation/recommendation-request.schema';
export * from './validation/id.schema';
export * from './validation/growth-debugger.schema';
export * from './validation/admin-tools.schema';
export * from './profile/password-strength';
export * from './errors/error-catalogue';
export * from './errors/error-mapping';
export { localToday } from './validation/schema-fields';
