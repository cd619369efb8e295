import { adultAgeMonths, type AdultTarget } from './forecast-model';
import { standingOf } from './reference';
import { isParentHeightCm } from '../children/parent-height-limits';

/** Optional heights of the child's parents (cm), the long-run target of the forecast. */
export type ParentHeights = { motherCm?: number | null; fatherCm?: number | null };

/**
 * Hermanussen M, Cole TJ. The calculation of target height reconsidered. Horm Res
 * 2003;59:180-183. With the parent-parent correlation r(P,P) = 0.27 and the parent-offspring
 * correlation r(P,O) = 0.57 (Swedish data of Luo et al., Pediatr Res 1998;44:563-571), the
 * conditional target height is cTH SDS = 0.72 x (father SDS + mother SDS) / 2, with a 95 % range of
 * +-1.6 SDS (SD 1.6 / 1.96). Unlike Tanner's (mother + father +- 13) / 2, it allows for regression
 * toward the mean, so children of short or tall parents are not given an extreme target.
 */
const midParentSlope = 0.72;
const midParentSd = 1.6 / 1.959963984540054;
/**
 * One parent only: the same paper's parent-offspring correlation, so the child's adult z given
 * one parent's z has mean 0.57 z and SD sqrt(1 - 0.57^2) (the standard bivariate normal result).
 */
const parentOffspringCorrelation = 0.57;

/**
 * The child's adult height z-score as the parents' heights predict it (mean and SD), or null
 * when no valid parent height is given. Parents' z-scores are read on the WHO 2007 reference at
 * 19 years (the last age it covers), the same scale as the child's forecast.
 */
export function adultTargetFromParents(
  parents: ParentHeights | null | undefined,
): AdultTarget | null {
  if (!parents) return null;
  const mother = isParentHeightCm(parents.motherCm)
    ? standingOf('height', 'female', adultAgeMonths, parents.motherCm).z
    : null;
  const father = isParentHeightCm(parents.fatherCm)
    ? standingOf('height', 'male', adultAgeMonths, parents.fatherCm).z
    : null;
  if (mother !== null && father !== null) {
    return { mean: (midParentSlope * (mother + father)) / 2, sd: midParentSd };
  }
  const one = mother ?? father;
  if (one === null) return null;
  return {
    mean: parentOffspringCorrelation * one,
    sd: Math.sqrt(1 - parentOffspringCorrelation ** 2),
  };
}
