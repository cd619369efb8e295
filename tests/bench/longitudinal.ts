import { readFileSync } from 'node:fs';
import type { Sex } from '../../core/src/growth/reference.types';

export type GrowthRecord = { childId: string; sex: Sex; ageMonths: number; height: number };

/**
 * WHO: standing height is 0.7 cm less than recumbent length (core/data/growth/SOURCES.md). The
 * Berkeley value at exactly 24 months behaves as a length: on the height table its mean z jumps
 * from 0.23 (21 months, length table) to 0.43 and falls back to 0.14 at 36 months, and taking
 * 0.7 cm off puts it back in line. Left as is, every method would see a false 0.2 z jump there.
 */
const lengthToHeightCm = 0.7;

/** One CSV of core/data/longitudinal (child_id, sex, age_months, height_cm, ...), by child and age. */
function loadCohort(
  file: string,
  fix: (ageMonths: number, height: number) => number = (_, h) => h,
): Map<string, GrowthRecord[]> {
  const text = readFileSync(
    new URL(`../../core/data/longitudinal/${file}`, import.meta.url),
    'utf8',
  );
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = (header ?? '').split(',');
  const at = (name: string) => cols.indexOf(name);
  const children = new Map<string, GrowthRecord[]>();
  for (const line of lines) {
    const cells = line.split(',');
    const height = Number(cells[at('height_cm')]);
    const ageMonths = Number(cells[at('age_months')]);
    if (!Number.isFinite(height) || height <= 0 || !Number.isFinite(ageMonths)) continue;
    const record: GrowthRecord = {
      childId: cells[at('child_id')] ?? '',
      sex: cells[at('sex')] === 'female' ? 'female' : 'male',
      ageMonths,
      height: fix(ageMonths, height),
    };
    const list = children.get(record.childId) ?? [];
    list.push(record);
    children.set(record.childId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.ageMonths - b.ageMonths);
  return children;
}

/** The Berkeley Growth Study heights (born 1928-29, birth to 21 years). */
export function loadBerkeley(): Map<string, GrowthRecord[]> {
  return loadCohort('berkeley_heights.csv', (age, height) =>
    age === 24 ? height - lengthToHeightCm : height,
  );
}

/**
 * The SMOCC heights (103 Dutch children born 1988-89, measured at well-baby clinics about monthly
 * to 2 1/2 years; core/data/longitudinal/SOURCES.md). Taken as they are: their mean z shows no
 * length/height step at 24 months (0.76 at 23.5-24, 0.53 at 24-24.5 months).
 */
export function loadSmocc(): Map<string, GrowthRecord[]> {
  return loadCohort('smocc_heights.csv');
}
