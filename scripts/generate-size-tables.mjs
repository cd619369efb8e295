#!/usr/bin/env node
// Generates core/src/sizes/tables/*.generated.ts from the size reference CSVs in core/data/sizes
// (sources, formulas and empty cells: core/data/sizes/NOTES.md). Numbers are never typed by hand:
// change a CSV, then run `node scripts/generate-size-tables.mjs`.
// `--check` writes nothing and exits 1 when a generated file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';

const dataDir = new URL('../core/data/sizes/', import.meta.url);
const outDir = new URL('../core/src/sizes/tables/', import.meta.url);
const checkOnly = process.argv.includes('--check');

/**
 * One entry per CSV column: the property name in TypeScript, its type, whether empty cells are
 * allowed (they become null), and a short description. A column the CSV has but the schema lacks
 * (or the reverse) stops the generator, so a changed CSV cannot slip through unnoticed.
 */
const tables = [
  {
    csv: 'kids_clothing_sizes.csv',
    out: 'clothing-sizes.generated.ts',
    typeName: 'ClothingSizeRow',
    constName: 'clothingSizeRows',
    columns: [
      ['eu', 'eu', 'number', false, 'EU / EN 13402 size: body height in cm (top of the band).'],
      ['height_min_cm', 'heightMinCm', 'number', false, 'Band start in cm, exclusive.'],
      ['height_max_cm', 'heightMaxCm', 'number', false, 'Band end in cm, inclusive.'],
      ['age_label', 'ageLabel', 'string', false, 'Typical age (m = months, Y = years); a guide.'],
      ['us', 'us', 'string', true, "US label (Carter's, T = toddler)."],
      ['uk', 'uk', 'string', false, 'UK age label.'],
      ['cn', 'cn', 'number', true, 'Chinese 号 (GB/T 1335.3): body height in cm.'],
      ['jp', 'jp', 'number', false, 'JIS size: body height in cm.'],
      ['au', 'au', 'string', true, 'Australian size code (0000, 000, 00, 0, 1 …).'],
      ['ca', 'ca', 'string', true, 'Canadian label (same as US).'],
      ['letter', 'letter', 'string', true, "US kids' letter size (XS to XL)."],
    ],
  },
  {
    csv: 'adult_clothing_sizes.csv',
    out: 'adult-clothing-sizes.generated.ts',
    typeName: 'AdultClothingSizeRow',
    constName: 'adultClothingSizeRows',
    columns: [
      ['gender', 'gender', 'string', false, 'Whose table: female (women) or male (men).'],
      ['eu', 'eu', 'number', false, 'EU (German) size: women 34-48, men 44-64.'],
      ['chest_or_bust_cm', 'girthCm', 'number', false, 'Body chest (men) or bust (women) girth.'],
      ['waist_cm', 'waistCm', 'number', false, 'Body waist girth in cm.'],
      ['hips_cm', 'hipsCm', 'number', false, 'Body hip girth in cm.'],
      ['us', 'us', 'string', true, 'US size (women: dress size; men: jacket chest size).'],
      ['uk', 'uk', 'string', true, 'UK size.'],
      ['jp', 'jp', 'string', true, 'Japanese JIS size (women: 号; men: S to 3L).'],
      ['au', 'au', 'string', true, 'Australian size.'],
      ['ca', 'ca', 'string', true, 'Canadian size (same as US).'],
      ['letter', 'letter', 'string', true, 'International letter size (XS to XXL).'],
    ],
  },
  {
    csv: 'kids_shoe_sizes.csv',
    out: 'shoe-sizes.generated.ts',
    typeName: 'ShoeSizeRow',
    constName: 'shoeSizeRows',
    // `formula` repeats the derivation of NOTES.md 2.2 on every row; it is documentation, not data.
    skip: ['formula'],
    columns: [
      ['eu', 'eu', 'number', false, 'EU size (Paris points: last length in cm × 1.5).'],
      ['foot_length_mm_min', 'footLengthMmMin', 'number', false, 'Foot band start, mm, inclusive.'],
      ['foot_length_mm_max', 'footLengthMmMax', 'number', false, 'Foot band end, mm, exclusive.'],
      ['us', 'us', 'string', false, 'US size: C child, Y youth, M men.'],
      ['uk', 'uk', 'number', false, 'UK size (children’s scale, then adult from 1).'],
      ['cn', 'cn', 'number', false, 'Chinese size (GB/T 3293.1 Mondopoint): foot length in mm.'],
      ['jp_cm', 'jpCm', 'number', false, 'Japanese size: foot length in cm.'],
      ['au', 'au', 'number', false, 'Australian size (same as UK).'],
      ['ca', 'ca', 'string', false, 'Canadian size (same as US).'],
      ['us_scale', 'usScale', 'string', false, 'Which US scale the size is on.'],
      ['uk_scale', 'ukScale', 'string', false, 'Which UK scale the size is on (child or adult).'],
      ['last_length_mm', 'lastLengthMm', 'number', false, 'Last (inside shoe) length in mm.'],
      ['foot_length_mm_nominal', 'footLengthMmNominal', 'number', false, 'Nominal foot in mm.'],
    ],
  },
];

/** RFC 4180 CSV: quoted fields may hold commas and doubled quotes; CRLF or LF line ends. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** A string literal the way Prettier (singleQuote) prints it. */
function quote(value) {
  if (value.includes("'") && !value.includes('"')) return JSON.stringify(value);
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

function cellValue(table, column, raw, line) {
  const [name, , type, nullable] = column;
  const cell = raw.trim();
  const where = `${table.csv} line ${line}, column ${name}`;
  if (cell === '') {
    if (!nullable) throw new Error(`${where}: empty cell in a column that may not be empty`);
    return 'null';
  }
  if (type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(cell)) throw new Error(`${where}: not a number: ${cell}`);
    return String(Number(cell));
  }
  return quote(cell);
}

function generate(table) {
  const [header = [], ...rows] = parseCsv(readFileSync(new URL(table.csv, dataDir), 'utf8'));
  const skip = table.skip ?? [];
  const expected = table.columns.map(([name]) => name);
  const present = header.map((name) => name.trim()).filter((name) => !skip.includes(name));
  if (present.join(',') !== expected.join(',')) {
    throw new Error(`${table.csv}: columns are [${present}], the generator expects [${expected}]`);
  }
  const index = new Map(header.map((name, i) => [name.trim(), i]));

  const objects = rows.map((cells, r) => {
    if (cells.length !== header.length) {
      throw new Error(
        `${table.csv} line ${r + 2}: ${cells.length} cells, header has ${header.length}`,
      );
    }
    const props = table.columns.map((column) => {
      const raw = cells[index.get(column[0])] ?? '';
      return `    ${column[1]}: ${cellValue(table, column, raw, r + 2)},`;
    });
    return ['  {', ...props, '  },'].join('\n');
  });

  const typeProps = table.columns.map(([name, key, type, nullable, description]) =>
    [
      `  /** ${description} CSV column \`${name}\`. */`,
      `  readonly ${key}: ${type}${nullable ? ' | null' : ''};`,
    ].join('\n'),
  );

  return [
    `// Generated by scripts/generate-size-tables.mjs from core/data/sizes/${table.csv}. Do not edit.`,
    '// Sources, formulas and the reasons for empty (null) cells: core/data/sizes/NOTES.md.',
    '',
    `export type ${table.typeName} = {`,
    ...typeProps,
    '};',
    '',
    `export const ${table.constName} = [`,
    ...objects,
    `] as const satisfies readonly ${table.typeName}[];`,
    '',
  ].join('\n');
}

let stale = false;
for (const table of tables) {
  const text = generate(table);
  const target = new URL(table.out, outDir);
  const path = `core/src/sizes/tables/${table.out}`;
  if (checkOnly) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // A missing file is stale like any other.
    }
    if (current !== text) {
      stale = true;
      console.error(`${path} is out of date: run node scripts/generate-size-tables.mjs`);
    }
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${path}`);
  }
}
if (stale) process.exit(1);
