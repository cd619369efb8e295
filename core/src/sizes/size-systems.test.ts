import { describe, expect, it } from 'vitest';
import { isSizeSystem, sizeSystems } from './size-systems';

describe('sizeSystems', () => {
  it('lists the seven systems of the spec', () => {
    expect(sizeSystems).toEqual(['EU', 'US', 'UK', 'CN', 'JP', 'AU', 'CA']);
    expect(isSizeSystem('JP')).toBe(true);
    expect(isSizeSystem('jp')).toBe(false);
    expect(isSizeSystem(undefined)).toBe(false);
  });
});
