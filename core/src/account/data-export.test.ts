import { describe, expect, it } from 'vitest';
import {
  csvCell,
  dataExportFileNames,
  measurementCsvColumns,
  imperialCsvColumns,
  measurementsCsv,
  type ExportedChild,
} from './data-export';

const standing = (percentile: number) => ({ z: 0, percentile, clamped: false, estimated: false });

const child = (fields: Partial<ExportedChild>): ExportedChild => ({
  id: 'c1',
  name: 'Saga',
  birthDate: '2020-05-10',
  gender: 'female',
  createdAt: '2026-01-01T10:00:00.000Z',
  parentHeights: null,
  measurements: [],
  predictions: [],
  ...fields,
});

describe('csvCell', () => {
  it('quotes text and doubles its quotes', () => {
    expect(csvCell('Saga')).toBe('"Saga"');
    expect(csvCell('Anna "Nan", Jr.\nline')).toBe('"Anna ""Nan"", Jr.\nline"');
    expect(csvCell('')).toBe('""');
  });

  it('writes numbers plainly and leaves missing values empty', () => {
    expect(csvCell(101.5)).toBe('101.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('Ada-Lou')).toBe('"Ada-Lou"');
  });
});

describe('measurementsCsv', () => {
  it('has a header naming the metric units, even without measurements', () => {
    expect(measurementsCsv({ children: [] })).toBe(`${measurementCsvColumns.join(',')}\r\n`);
    expect(measurementCsvColumns).toEqual(
      expect.arrayContaining(['height_cm', 'weight_kg', 'foot_length_cm', 'chest_cm']),
    );
  });

  it('adds the same measurements in inches and pounds for an imperial family, after the metric ones', () => {
    const csv = measurementsCsv(
      {
        children: [
          child({
            measurements: [
              {
                id: 'm1',
                measuredAt: '2026-03-01',
                height: 117.5,
                weight: 21,
                footLength: 18.5,
                chest: 60,
                createdAt: '2026-03-01T08:00:00.000Z',
              },
            ],
          }),
        ],
      },
      'imperial',
    );
    const [header, row] = csv.split('\r\n');
    expect(header).toBe([...measurementCsvColumns, ...imperialCsvColumns].join(','));
    // 117.5 cm = 46.3 in, 21 kg = 46.3 lb, 18.5 cm = 7.3 in, chest 60 cm = 23.6 in.
    expect(row?.endsWith(',117.5,21,18.5,60,,,,,,,46.3,46.3,7.3,23.6,,,')).toBe(true);
    expect(measurementsCsv({ children: [] }, 'metric')).toBe(
      `${measurementCsvColumns.join(',')}\r\n`,
    );
  });

  it('writes one row per measurement, oldest first, child by child', () => {
    const csv = measurementsCsv({
      children: [
        child({
          name: 'Saga "Sagan", the 1st',
          measurements: [
            {
              id: 'm2',
              measuredAt: '2026-09-01',
              height: 120,
              weight: 22.4,
              footLength: 19,
              createdAt: '2026-09-01T08:00:00.000Z',
              percentiles: { height: standing(61.2), weight: null, footLength: standing(40) },
            },
            {
              id: 'm1',
              measuredAt: '2026-03-01',
              height: 117.5,
              weight: 21,
              footLength: 18.5,
              chest: 60,
              createdAt: '2026-03-01T08:00:00.000Z',
            },
          ],
        }),
        child({
          id: 'c2',
          name: 'Ivo',
          gender: 'male',
          birthDate: '2019-02-01',
          measurements: [
            {
              id: 'm3',
              measuredAt: '2026-10-01',
              height: 131.5,
              weight: 28,
              footLength: 21,
              createdAt: '2026-10-01T08:00:00.000Z',
            },
          ],
        }),
      ],
    });
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      measurementCsvColumns.join(','),
      '"c1","Saga ""Sagan"", the 1st","2020-05-10","female","2026-03-01",117.5,21,18.5,60,,,,,,',
      '"c1","Saga ""Sagan"", the 1st","2020-05-10","female","2026-09-01",120,22.4,19,,,,,61.2,,40',
      '"c2","Ivo","2019-02-01","male","2026-10-01",131.5,28,21,,,,,,,',
      '',
    ]);
    // Every row has as many cells as the header (no comma of a name leaks out of its quotes).
    for (const line of lines.slice(1, -1)) {
      expect(line.match(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g)).toHaveLength(
        measurementCsvColumns.length - 1,
      );
    }
  });
});

describe('dataExportFileNames', () => {
  it('names both files by the day', () => {
    expect(dataExportFileNames('2026-11-02')).toEqual({
      json: 'sprout-data-2026-11-02.json',
      csv: 'sprout-measurements-2026-11-02.csv',
    });
  });
});
