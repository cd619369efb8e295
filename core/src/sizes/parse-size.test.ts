import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSize } from './parse-size';

describe('parseSize', () => {
  it('reads decimal commas and points to one decimal', () => {
    expect(parseSize('27,5')).toBe(27.5);
    expect(parseSize('27.54')).toBe(27.5);
    expect(parseSize('27.55')).toBe(27.6);
    expect(parseSize(' 30 ')).toBe(30);
    expect(parseSize('.5')).toBe(0.5);
    expect(parseSize('104')).toBe(104);
    expect(parseSize(27.54)).toBe(27.5);
  });

  it('gives null for anything that is not a plain size', () => {
    for (const input of ['', ' ', 'abc', '27a', '1e3', '-3', '27,5,1', '4T', '27..5', ',']) {
      expect(parseSize(input)).toBeNull();
    }
    expect(parseSize(Number.NaN)).toBeNull();
    expect(parseSize(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseSize(-1)).toBeNull();
  });

  it('reads back every one-decimal size it is given, with either separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (tenths) => {
        const size = tenths / 10;
        expect(parseSize(String(size))).toBe(size);
        expect(parseSize(String(size).replace('.', ','))).toBe(size);
        expect(parseSize(size)).toBe(size);
      }),
    );
  });
});
