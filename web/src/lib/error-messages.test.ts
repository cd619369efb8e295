import { describe, expect, it } from 'vitest';
import { allValidationCodes, errorCodes, type ErrorCode } from '@sprout/core';
import { messages as englishCatalog } from '../locales/en/messages.po';
import { errorMessage, errorMessages } from './error-messages';
import { i18n } from './i18n';
import { validationMessage, validationMessages } from './validation-messages';

/** The spec's texts (section 8), word for word. */
const specTexts: Record<ErrorCode, string> = {
  'auth/invalid-credentials': 'Invalid email or password',
  'auth/email-not-verified': 'Please verify your email address',
  'auth/user-not-found': 'User not found',
  'auth/weak-password': 'Password must be at least 8 characters long',
  'auth/email-in-use': 'Email is already in use',
  'auth/invalid-otp': 'Invalid two-factor code',
  'auth/session-expired': 'Your session has expired, please sign in again',
  'auth/ip-not-allowed': 'Access denied from your current IP address',
  'auth/signup-unavailable': 'Unable to create account at this time. Please try again later.',
  'auth/reset-link-expired': 'Your password reset link has expired. Please request a new one.',
  'auth/reset-session-missing':
    'Your session has expired. Please request a new password reset link.',
  // Not in the spec's list: the Google popup closed; the flow's own text.
  'auth/cancelled': 'Failed to sign in with Google',
  'db/connection-error': 'Unable to connect to database',
  'db/query-error': 'Database query failed',
  'db/constraint-error': 'Database constraint violation',
  'db/permission-error': 'You do not have permission to perform this action',
  'db/not-found': 'Requested resource not found',
  'db/duplicate': 'Resource already exists',
  'validation/required': 'Required field missing',
  'validation/invalid-format': 'Invalid format',
  'validation/out-of-range': 'Value out of allowed range',
  'api/network-error': 'Network connection error',
  'api/timeout': 'Request timed out',
  'api/rate-limit': 'Too many requests, please try again later',
  'api/server-error': 'Server error, please try again later',
  default: 'An unexpected error occurred.',
};

describe('error messages', () => {
  it.each(errorCodes)('%s has its spec text in the catalogs', (code) => {
    expect(Object.hasOwn(errorMessages, code)).toBe(true);
    const descriptor = errorMessage(code);
    expect(englishCatalog[descriptor.id]).toBeDefined();
    expect(i18n._(descriptor)).toBe(specTexts[code]);
  });

  it('reads an unknown code as the default error', () => {
    expect(i18n._(errorMessage('db/exploded'))).toBe('An unexpected error occurred.');
    expect(i18n._(errorMessage('toString'))).toBe('An unexpected error occurred.');
  });
});

describe('validation messages', () => {
  it.each(allValidationCodes)('%s has a sentence in the catalogs', (code) => {
    expect(Object.hasOwn(validationMessages, code)).toBe(true);
    expect(englishCatalog[validationMessage(code).id]).toBeDefined();
  });

  it.each([
    ['product.titleRequired', 'Title is required'],
    ['product.seasonRequired', 'At least one season is required'],
    ['product.sizeRequired', 'Size is required'],
    ['product.maxBelowMin', 'Max size must be greater than or equal to min size'],
    ['product.priceRequired', 'Price is required'],
    ['product.pricePositive', 'Price must be a positive number'],
    ['product.imageUrlRequired', 'Image URL is required'],
    ['product.affiliateUrlRequired', 'Affiliate URL is required'],
    ['product.urlInvalid', 'Must be a valid URL'],
    ['share.invalidTokenFormat', 'Invalid token format'],
    ['debugger.invalidNumbers', 'Please enter valid numbers for height, weight, and foot length'],
    ['debugger.invalidDates', 'Please enter valid dates'],
    ['admin.emailRequired', 'Please enter an email address'],
    ['validation.invalidNumber', 'Please enter a valid number'],
    ['auth.resetTokenMissing', 'No reset token found. Please request a new password reset.'],
    ['validation.nameRequired', 'Name is required'],
    ['auth.terms.required', 'You must accept the terms to continue'],
  ])('%s reads "%s"', (code, text) => {
    expect(i18n._(validationMessage(code))).toBe(text);
  });

  it('reads an unknown code as an invalid format', () => {
    expect(i18n._(validationMessage('no.such.code'))).toBe('Invalid format');
  });
});
