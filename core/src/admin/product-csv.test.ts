import { describe, expect, it } from 'vitest';
import type { AdminProduct } from './admin';
import {
  parseCsv,
  productCsvColumns,
  productRowErrors,
  productRowsFromCsv,
  productsToCsv,
} from './product-csv';
import { adminBulkSetActiveSchema, adminImportProductsSchema } from './admin-actions';

const sid = '3f2b6c1e-8d4a-4b7e-9c2f-1a2b3c4d5e6f';

const hoodie: AdminProduct = {
  id: 'p1',
  country: 'SE',
  seasons: ['autumn', 'winter'],
  category: 'clothes',
  subcategory: 'Mid Layers',
  item: 'Hoodies',
  genderType: 'unisex',
  minSize: '92',
  maxSize: '104',
  usMinSize: '2T',
  usMaxSize: '4T',
  title: 'Hoodies - Cosy, "soft" hoodie',
  titles: { sv: 'Mysig huvtröja' },
  imageUrl: '/catalog/hoodie.svg',
  affiliateUrl: 'https://shop.example/hoodie?a=1&b=2',
  priceEur: 24.5,
  active: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('product CSV', () => {
  it('writes a header and one quoted, round-tripping row a product', () => {
    const csv = productsToCsv([hoodie]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(productCsvColumns.join(','));
    expect(row).toContain('"Cosy, ""soft"" hoodie"');
    expect(row).toContain(',24.50,');
    const parsed = productRowsFromCsv(csv);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1);
    const [only] = parsed.rows;
    expect(only?.id).toBe('p1');
    expect(only?.line).toBe(2);
    expect(only?.product).toMatchObject({
      title: 'Cosy, "soft" hoodie',
      seasons: ['autumn', 'winter'],
      price: '24.50',
      active: false,
      titles: expect.objectContaining({ sv: 'Mysig huvtröja', de: '' }),
    });
    expect(productRowErrors(only?.product ?? {})).toEqual([]);
  });

  it('keeps a spreadsheet from running a cell as a formula, and reads it back', () => {
    const csv = productsToCsv([{ ...hoodie, title: 'Hoodies - =HYPERLINK("x")' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const parsed = productRowsFromCsv(csv);
    expect(parsed.ok && parsed.rows[0]?.product.title).toBe('=HYPERLINK("x")');
  });

  it('reads quoted line breaks, CRLF or LF, a byte-order mark, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x\ny",2\n\n3,"4"\n')).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['x\ny', '2'], line: 2 },
      { cells: ['3', '4'], line: 5 },
    ]);
  });

  it('names the missing columns of a file that is not a catalogue export', () => {
    expect(productRowsFromCsv('')).toMatchObject({ ok: false });
    const parsed = productRowsFromCsv('id,title\n,x\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.missingColumns).toContain('priceEur');
    expect(parsed.missingColumns).not.toContain('title');
  });

  it('gives each bad cell its reason, on its column', () => {
    const csv = productsToCsv([hoodie])
      .replace(',24.50,', ',12.345,')
      .replace(',false\r\n', ',maybe\r\n')
      .replace('autumn;winter', 'autumn;monsoon');
    const parsed = productRowsFromCsv(csv);
    if (!parsed.ok) throw new Error('not parsed');
    expect(productRowErrors(parsed.rows[0]?.product ?? {})).toEqual(
      expect.arrayContaining([
        { field: 'price', code: 'product.priceDecimals' },
        { field: 'active', code: 'validation.invalidFormat' },
        { field: 'seasons', code: 'validation.invalidFormat' },
      ]),
    );
  });
});

describe('bulk and import requests', () => {
  it('takes 1 to 50 product ids and a true or false state', () => {
    expect(
      adminBulkSetActiveSchema.validateSync({
        sessionId: sid,
        productIds: ['a', 'a', 'b'],
        active: false,
      }),
    ).toMatchObject({ productIds: ['a', 'b'], active: false });
    for (const bad of [
      { productIds: [], active: true },
      { productIds: Array.from({ length: 51 }, (_, i) => `p${i}`), active: true },
      { productIds: ['a/b'], active: true },
      { productIds: ['a'], active: 'true' },
      { productIds: ['a'] },
    ]) {
      expect(() => adminBulkSetActiveSchema.validateSync({ sessionId: sid, ...bad })).toThrow();
    }
  });

  it('takes 1 to 200 rows, each with its line', () => {
    const row = { line: 2, id: null, product: {} };
    expect(
      adminImportProductsSchema.validateSync({ sessionId: sid, rows: [row] }).rows,
    ).toHaveLength(1);
    for (const rows of [
      [],
      Array.from({ length: 201 }, () => row),
      [{ ...row, line: 0 }],
      [{ ...row, id: '..' }],
    ]) {
      expect(() => adminImportProductsSchema.validateSync({ sessionId: sid, rows })).toThrow();
    }
  });
});
