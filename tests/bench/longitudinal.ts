import { readFileSync } from 'node:fs';
import type { Sex } from '../../core/src/growth/reference.types';

export type GrowthRecord = { childId: string; sex: Sex; ageMonths: number; height: number };

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
      height,
    };
    const list = children.get(record.childId) ?? [];
    list.push(record);
    children.set(record.childId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.ageMonths - b.ageMonths);
  return children;
}
