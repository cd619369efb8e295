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

/** The Berkeley Growth Study heights (core/data/longitudinal), one array per child, by age. */
export function loadBerkeley(): Map<string, GrowthRecord[]> {
  const text = readFileSync(
    new URL('../../core/data/longitudinal/berkeley_heights.csv', import.meta.url),
    'utf8',
  );
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = (header ?? '').split(',');
  const at = (name: string) => cols.indexOf(name);
  const children = new Map<string, GrowthRecord[]>();
  for (const line of lines) {
    const cells = line.split(',');
    const height = Number(cells[at('height_cm')]);
    if (!Number.isFinite(height) || height <= 0) continue;
    const record: GrowthRecord = {
      childId: cells[at('child_id')] ?? '',
      sex: cells[at('sex')] === 'female' ? 'female' : 'male',
      ageMonths: Number(cells[at('age_months')]),
      height: Number(cells[at('age_months')]) === 24 ? height - lengthToHeightCm : height,
    };
    const list = children.get(record.childId) ?? [];
    list.push(record);
    children.set(record.childId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.ageMonths - b.ageMonths);
  return children;
}
