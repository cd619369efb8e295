/**
 * Stands in for `re2js` in the web bundle (vite.config.ts aliases it here; issue 34). Firestore
 * imports it only to evaluate the LIKE and regex functions of its pipeline queries on the device;
 * Sprout runs no pipeline queries, and the real library is 65 KB gzip parsed on every dashboard
 * load. Were a pipeline ever to use one, Firestore catches this error and reports the expression
 * as failed, as it does for an invalid pattern.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`Regular expressions are not bundled in Sprout's web app: ${pattern}`);
  },
};
