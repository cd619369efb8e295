import { describe, expect, it } from 'vitest';
import { sizeSystems } from './size-systems';

describe('sizeSystems', () => {
  it('lists the seven systems of the spec', () => {
    expect(sizeSystems).toEqual(['EU', 'US', 'UK', 'CN', 'JP', 'AU', 'CA']);
  });
});
