import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('shows nothing for an empty password', () => {
    expect(passwordStrength('')).toEqual({ points: 0, label: null, widthPercent: 0 });
  });

  it('scores length, uppercase, digit and symbol one point each', () => {
    expect(passwordStrength('abc').label).toBe('weak');
    expect(passwordStrength('abcdefgh').label).toBe('fair');
    expect(passwordStrength('Abcdefgh').label).toBe('good');
    expect(passwordStrength('Abcdefg1').label).toBe('strong');
    expect(passwordStrength('Abcdef1!')).toEqual({
      points: 4,
      label: 'very-strong',
      widthPercent: 100,
    });
    expect(passwordStrength('a').widthPercent).toBe(25);
  });
});
