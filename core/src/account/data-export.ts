import type { ChildGender } from '../validation/child.schema';
import type { MeasurementData, ParentHeightsData, PredictionData } from '../children/child.types';
import type { MeasurementSystem, UserProfile } from '../profile/profile.types';
import type { SavedProduct } from '../products/product.types';
import type { ShareData, SubscriptionData } from '../sharing/share.types';
import { cmToInches, kgToPounds } from '../units/units';

/**
 * "Download my data" (Settings > General): everything the account holds, as `exportMyData`
 * returns it and the web saves it (sprout-data-YYYY-MM-DD.json, plus the measurements as CSV).
 * Only documents the caller owns or may read anyway; no other parent's children or profile.
 */
export const dataExportFormat = 'sprout-data-export';
export const dataExportVersion = 1;

/** The profile with its server timestamps as ISO times (null if the document has none). */
export type ExportedProfile = Omit<UserProfile, 'termsAcceptedAt' | 'createdAt'> & {
  termsAcceptedAt: string | null;
  createdAt: string | null;
};

export type ExportedMeasurement = MeasurementData & { id: string };
export type ExportedPrediction = PredictionData & { id: string };

/**
 * One of the caller's own children, with its measurements (oldest first), forecast, and the
 * parents' heights when they were given (null when the child has no such document).
 */
export type ExportedChild = {
  id: string;
  name: string;
  birthDate: string;
  gender: ChildGender;
  createdAt: string;
  parentHeights: ParentHeightsData | null;
  measurements: ExportedMeasurement[];
  predictions: ExportedPrediction[];
};

export type ExportedShare = ShareData & { token: string };
export type ExportedSubscription = SubscriptionData & { id: string };

export type DataExport = {
  format: typeof dataExportFormat;
  version: typeof dataExportVersion;
  /** ISO time the server assembled the export. */
  exportedAt: string;
  uid: string;
  /** Null when the account has no profile document (an unfinished sign-up). */
  profile: ExportedProfile | null;
  children: ExportedChild[];
  /** The share links the caller made. */
  shares: ExportedShare[];
  subscriptions: {
    /** Children of other parents the caller follows. */
    following: ExportedSubscription[];
    /** People following the caller's children. */
    followers: ExportedSubscription[];
  };
  savedProducts: SavedProduct[];
};

/** The CSV's columns: metric units named in the header, as the data are stored. */
export const measurementCsvColumns = [
  'child_id',
  'child_name',
  'birth_date',
  'gender',
  'measured_at',
  'height_cm',
  'weight_kg',
  'foot_length_cm',
  'chest_cm',
  'bust_cm',
  'waist_cm',
  'hips_cm',
  'height_percentile',
  'weight_percentile',
  'foot_length_percentile',
] as const;

/**
 * The columns an imperial family's CSV adds after those (issue 30): the same measurements in
 * inches and pounds, to one decimal as the app shows them. The metric columns stay first, so a
 * spreadsheet built on them keeps working.
 */
export const imperialCsvColumns = [
  'height_in',
  'weight_lb',
  'foot_length_in',
  'chest_in',
  'bust_in',
  'waist_in',
  'hips_in',
] as const;

/** A measurement in inches or pounds to one decimal; nothing when it was not measured. */
function imperialCell(value: number | null | undefined, convert: (metric: number) => number) {
  return value === null || value === undefined ? '' : csvCell(Number(convert(value).toFixed(1)));
}

/**
 * One CSV cell (RFC 4180): text is quoted, with its quotes doubled, so commas, quotes and line
 * breaks in a name stay inside the cell. Text a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) gets a leading apostrophe (OWASP's advice on CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The measurements of the export's children as CSV: a header row, then one row per measurement,
 * child by child in the export's order, oldest measurement first. Lines end in CRLF (RFC 4180).
 * For an imperial family the same measurements follow in inches and pounds.
 */
export function measurementsCsv(
  data: Pick<DataExport, 'children'>,
  system: MeasurementSystem = 'metric',
): string {
  const imperial = system === 'imperial';
  const rows: string[] = [
    [...measurementCsvColumns, ...(imperial ? imperialCsvColumns : [])].join(','),
  ];
  for (const child of data.children) {
    const measurements = [...child.measurements].sort(
      (a, b) =>
        a.measuredAt.localeCompare(b.measuredAt) || (a.createdAt ?? '').localeCompare(b.createdAt),
    );
    for (const m of measurements) {
      rows.push(
        [
          csvCell(child.id),
          csvCell(child.name),
          csvCell(child.birthDate),
          csvCell(child.gender),
          csvCell(m.measuredAt),
          csvCell(m.height),
          csvCell(m.weight),
          csvCell(m.footLength),
          csvCell(m.chest),
          csvCell(m.bust),
          csvCell(m.waist),
          csvCell(m.hips),
          csvCell(m.percentiles?.height?.percentile),
          csvCell(m.percentiles?.weight?.percentile),
          csvCell(m.percentiles?.footLength?.percentile),
          ...(imperial
            ? [
                imperialCell(m.height, cmToInches),
                imperialCell(m.weight, kgToPounds),
                imperialCell(m.footLength, cmToInches),
                imperialCell(m.chest, cmToInches),
                imperialCell(m.bust, cmToInches),
                imperialCell(m.waist, cmToInches),
                imperialCell(m.hips, cmToInches),
              ]
            : []),
        ].join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** The files' names for an export made on `day` (YYYY-MM-DD, the device's calendar day). */
export function dataExportFileNames(day: string) {
  return { json: `sprout-data-${day}.json`, csv: `sprout-measurements-${day}.csv` };
}
