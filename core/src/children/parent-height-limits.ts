/**
 * The heights a parent may have, in cm, as stored and as the rules check them
 * (firestore.rules, isParentHeight): wide enough for any adult, narrow enough to catch a child's
 * height or a typo in the wrong unit (67 typed as cm by a parent thinking in inches).
 */
export const parentHeightLimitsCm = { min: 120, max: 220 } as const;

/** True when `cm` is a parent's height the server stores (a finite number within the limits). */
export function isParentHeightCm(cm: unknown): cm is number {
  return (
    typeof cm === 'number' &&
    Number.isFinite(cm) &&
    cm >= parentHeightLimitsCm.min &&
    cm <= parentHeightLimitsCm.max
  );
}
