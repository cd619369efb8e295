import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Https from 'firebase-functions/v2/https';
import type { CallableOptions } from 'firebase-functions/v2/https';
import { number, object, string, ValidationError, type Schema } from 'yup';
import { createShareSchema } from '@sprout/core';
import { appCheckEnforced } from '../config';
import { validationCodeOf } from './callable';

// Records the options every callable is made with (the real onCall still makes it).
const made = vi.hoisted(() => [] as CallableOptions[]);
vi.mock('firebase-functions/v2/https', async (importOriginal) => {
  const https = await importOriginal<typeof Https>();
  return {
    ...https,
    onCall: (options: CallableOptions, handler: (request: Https.CallableRequest) => unknown) => {
      made.push(options);
      return https.onCall(options, handler);
    },
  };
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  made.length = 0;
});

describe('appCheckEnforced (config.ts)', () => {
  it('enforces App Check in production', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ GCLOUD_PROJECT: 'sprout-prod', ENFORCE_APP_CHECK: 'true' })).toBe(
      true,
    );
  });

  it('never on the emulators', () => {
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', ENFORCE_APP_CHECK: 'true' })).toBe(false);
  });

  it('off in production only when ENFORCE_APP_CHECK=false says so (metrics first)', () => {
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'false' })).toBe(false);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: ' FALSE ' })).toBe(false);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'no' })).toBe(true);
  });
});

describe('every callable goes through lib/callable.ts', () => {
  /** Loads the functions' entry point afresh under `env` and returns its callables' options. */
  async function callablesUnder(env: Record<string, string>) {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    const index: Record<string, unknown> = await import('../index');
    const callables = Object.entries(index).filter(
      ([, fn]) => (fn as { __endpoint?: { callableTrigger?: object } }).__endpoint?.callableTrigger,
    );
    return { callables, options: [...made] };
  }

  it('in production: each one enforces App Check, in Sprout’s region', async () => {
    const { callables, options } = await callablesUnder({ FUNCTIONS_EMULATOR: '' });
    expect(callables.length).toBeGreaterThan(20);
    // One onCall per exported callable, each made with the shared options.
    expect(options).toHaveLength(callables.length);
    for (const option of options) {
      expect(option).toMatchObject({ region: 'europe-west1', enforceAppCheck: true });
    }
  });

  it('on the emulators: none enforces it', async () => {
    const { callables, options } = await callablesUnder({ FUNCTIONS_EMULATOR: 'true' });
    expect(options).toHaveLength(callables.length);
    for (const option of options) expect(option.enforceAppCheck).toBe(false);
  });
});

describe('validationCodeOf', () => {
  const failureOf = (schema: Schema<unknown>, data: unknown) => {
    try {
      schema.validateSync(data, { abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) return validationCodeOf(error, data);
    }
    throw new Error('the payload passed');
  };
  const payload = object({
    childId: string().required(),
    days: number().required().min(1).max(90),
    kind: string().oneOf(['season', 'birthday']),
  });

  it("answers 'validation/required' when fields are missing, as createShare({}) is", () => {
    expect(failureOf(payload, { kind: 'season' })).toBe('validation/required');
    expect(failureOf(createShareSchema, {})).toBe('validation/required');
  });

  it("answers 'validation/out-of-range' for values outside their bounds", () => {
    expect(failureOf(payload, { childId: 'c', days: 0 })).toBe('validation/out-of-range');
    expect(failureOf(payload, { childId: 'c', days: 91 })).toBe('validation/out-of-range');
  });

  it("answers 'validation/invalid-format' otherwise, and for a mix", () => {
    expect(failureOf(payload, { childId: 'c', days: 3, kind: 'weekly' })).toBe(
      'validation/invalid-format',
    );
    expect(failureOf(payload, { days: 'soon' })).toBe('validation/invalid-format');
    // Sent, but made null by the schema's transform: not missing.
    const size = object({
      size: number()
        .nullable()
        .transform((v: unknown) => (Number.isFinite(v) ? v : null))
        .required(),
    });
    expect(failureOf(size, { size: 'abc' })).toBe('validation/invalid-format');
    expect(failureOf(size, {})).toBe('validation/required');
  });
});
