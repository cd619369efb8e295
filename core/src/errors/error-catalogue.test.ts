import { describe, expect, it } from 'vitest';
import {
  describeError,
  errorCatalogue,
  errorCodes,
  errorFamilyColours,
  isErrorCode,
} from './error-catalogue';

describe('error catalogue', () => {
  it('holds every coded error of the spec and the default', () => {
    expect(errorCodes).toHaveLength(26);
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(errorCatalogue[code].code).toBe(code);
  });

  it('offers a retry exactly where the spec marks one', () => {
    expect(errorCodes.filter((code) => errorCatalogue[code].retryable)).toEqual([
      'db/connection-error',
      'api/network-error',
      'api/timeout',
      'api/rate-limit',
      'api/server-error',
    ]);
  });

  it('colours the error box by family', () => {
    const colour = (code: string) => errorFamilyColours[describeError(code).family];
    expect(colour('auth/invalid-otp')).toBe('yellow');
    expect(colour('validation/required')).toBe('orange');
    expect(colour('api/timeout')).toBe('red');
    expect(colour('db/duplicate')).toBe('purple');
    expect(describeError('default').family).toBe('default');
  });

  it('describes anything unknown as the default error', () => {
    expect(describeError('db/exploded')).toEqual({
      code: 'default',
      family: 'default',
      retryable: false,
    });
    expect(describeError('toString').code).toBe('default');
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('api/timeout')).toBe(true);
  });
});
