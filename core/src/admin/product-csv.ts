import type { AdminProduct, AdminProductInput } from './admin';
import { productInputFrom } from './admin';
import { productTitleLanguages } from '../products/product-titles';
import { productSchema } from '../validation/product.schema';
import { fieldErrors } from '../validation/field-errors';
import { validationCodes as codes } from '../validation/validation-codes';

/**
 * The catalogue as CSV (issue 32): the admin exports the filtered list, edits it in a
 * spreadsheet and imports it back. One row a product; `id` empty adds a product, an id updates
 * that one. RFC 4180: comma-separated, fields with a comma, quote or line break in quotes.
 */
export const productCsvColumns = [
  'id',
  'country',
  'category',
  'subcategory',
  'item',
  'title',
  ...productTitleLanguages.map((language) => `title_${language}`),
  'seasons',
  'genderType',
  'minSize',
  'maxSize',
  'usMinSize',
  'usMaxSize',
  'priceEur',
  'imageUrl',
  'affiliateUrl',
  'active',
] as const;

/** Columns an import must have (the titles in other languages may be left out). */
const requiredColumns = productCsvColumns.filter((column) => !column.startsWith('title_'));

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such a cell is written with a leading apostrophe, which the import takes off again (OWASP's
 * CSV injection advice).
 */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function uncell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}

/** The products as CSV text, with the header row (CRLF line ends, as RFC 4180 has them). */
export function productsToCsv(products: readonly AdminProduct[]): string {
  const rows = products.map((product) => {
    const input = productInputFrom(product);
    const cells: Record<(typeof productCsvColumns)[number], string> = {
      id: product.id,
      country: input.country,
      category: input.category,
      subcategory: input.subcategory,
      item: input.item,
      title: input.title,
      ...(Object.fromEntries(
        productTitleLanguages.map((language) => [
          `title_${language}`,
          input.titles?.[language] ?? '',
        ]),
      ) as Record<`title_${(typeof productTitleLanguages)[number]}`, string>),
      seasons: input.seasons.join(';'),
      genderType: input.genderType,
      minSize: input.minSize,
      maxSize: input.maxSize,
      usMinSize: input.usMinSize ?? '',
      usMaxSize: input.usMaxSize ?? '',
      priceEur: input.price.toFixed(2),
      imageUrl: input.imageUrl,
      affiliateUrl: input.affiliateUrl,
      active: String(input.active),
    };
    return productCsvColumns.map((column) => csvCell(cells[column] ?? '')).join(',');
  });
  return [productCsvColumns.join(','), ...rows].join('\r\n') + '\r\n';
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): { cells: string[]; line: number }[] {
  const records: string[][] = [];
  const lines: number[] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      lines.push(recordLine);
      record = [];
      field = '';
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
    lines.push(recordLine);
  }
  // Blank lines (a trailing line end, an empty row a spreadsheet left) are no products.
  return records.flatMap((cells, index) =>
    cells.every((cell) => cell.trim() === '') ? [] : [{ cells, line: lines[index] ?? 0 }],
  );
}

/** One product row of an import: its line in the file, the product it updates, the values. */
export type ProductCsvRow = {
  line: number;
  id: string | null;
  product: Partial<Record<keyof AdminProductInput, unknown>>;
};

export type ProductCsvParse =
  | { ok: true; rows: ProductCsvRow[] }
  /** The header lacks these columns (or the file is empty): nothing can be read. */
  | { ok: false; missingColumns: string[] };

/**
 * The rows of an imported file as the admin form's values (validated later, row by row, with
 * productSchema). Columns are found by the header's names, in any order; unknown ones are ignored.
 */
export function productRowsFromCsv(text: string): ProductCsvParse {
  const [header, ...body] = parseCsv(text);
  if (!header) return { ok: false, missingColumns: [...requiredColumns] };
  const names = header.cells.map((name) => name.trim());
  const missingColumns = requiredColumns.filter((column) => !names.includes(column));
  if (missingColumns.length > 0) return { ok: false, missingColumns };
  const rows = body.map(({ cells, line }): ProductCsvRow => {
    const cell = (column: string) => {
      const at = names.indexOf(column);
      return at < 0 ? '' : uncell(cells[at] ?? '');
    };
    const titles = Object.fromEntries(
      productTitleLanguages.map((language) => [language, cell(`title_${language}`)]),
    );
    const seasons = cell('seasons')
      .split(/[;|]/)
      .map((season) => season.trim().toLowerCase())
      .filter((season) => season !== '');
    const active = cell('active').trim().toLowerCase();
    return {
      line,
      id: cell('id').trim() || null,
      product: {
        country: cell('country').trim(),
        category: cell('category').trim(),
        subcategory: cell('subcategory'),
        item: cell('item'),
        title: cell('title'),
        titles,
        seasons,
        genderType: cell('genderType').trim(),
        minSize: cell('minSize'),
        maxSize: cell('maxSize'),
        usMinSize: cell('usMinSize'),
        usMaxSize: cell('usMaxSize'),
        price: cell('priceEur'),
        imageUrl: cell('imageUrl'),
        affiliateUrl: cell('affiliateUrl'),
        // Empty is active, as on the form; anything but true or false is kept for the schema.
        active: active === '' || active === 'true' ? true : active === 'false' ? false : active,
      },
    };
  });
  return { ok: true, rows };
}

/** One reason a row is refused: the column (the form's field name) and the validation code. */
export type ProductRowError = { field: string; code: string };

/**
 * Why a row cannot be saved, field by field (the admin form's rules: productSchema); none when
 * it can. The web shows this in the preview, the server checks every row again.
 */
export function productRowErrors(product: ProductCsvRow['product']): ProductRowError[] {
  // 'yes' or 'maybe' is no state: only true, false or empty (active) are.
  const active = typeof product.active === 'boolean' ? product.active : true;
  const errors = Object.entries(fieldErrors(productSchema, { ...product, active })).flatMap(
    ([field, list]) =>
      // A nested path (seasons[0], titles.sv) is reported on its column.
      [...new Set(list)].map((code) => ({ field: field.replace(/[[.].*$/, ''), code })),
  );
  if (typeof product.active !== 'boolean')
    errors.push({ field: 'active', code: codes.invalidFormat });
  return errors;
}
