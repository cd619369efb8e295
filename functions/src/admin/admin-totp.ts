import { getFirestore } from 'firebase-admin/firestore';
import { Secret, TOTP } from 'otpauth';
import {
  paths,
  type AdminFailureReason,
  type AdminTotpData,
  type AdminTotpStatus,
} from '@sprout/core';
import { docRef } from '../lib/firestore';

/*
 * The admin's second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30 s, the authenticator apps'
 * default) checked by the functions, because the Auth emulator has no TOTP multi-factor
 * (firebase-tools#6224). The secret lives in `admins/{uid}/private/totp` (core's AdminTotpData),
 * which no client can read; it leaves the server once, as the otpauth:// URI of the enrolment.
 */

export const totpIssuer = 'Sprout';
const period = 30;
/** One step either side: a phone clock a little off still works. */
const window = 1;
export const maxWrongCodes = 5;
const failureWindowMs = 15 * 60_000;

export function totpRef(uid: string) {
  return docRef(paths.adminTotp(uid));
}

/**
 * The stored document with its defaults: an enrolment just started (a merge of pendingSecret
 * into no document) has no secret and no counters yet.
 */
export function readTotp(stored: Partial<AdminTotpData> | undefined): AdminTotpData | undefined {
  if (!stored) return undefined;
  return {
    secret: stored.secret ?? null,
    pendingSecret: stored.pendingSecret ?? null,
    lastStep: stored.lastStep ?? null,
    failures: stored.failures ?? 0,
    failureWindowStart: stored.failureWindowStart ?? null,
    confirmedAt: stored.confirmedAt ?? null,
  };
}

/** What the admin may know of their second factor: whether it is on and since when, never a secret. */
export function totpStatus(totp: AdminTotpData | undefined): AdminTotpStatus {
  const enrolled = Boolean(totp?.secret);
  return {
    enrolled,
    confirmedAt: enrolled ? (totp?.confirmedAt ?? null) : null,
    pending: Boolean(totp?.pendingSecret),
  };
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, label: string): string {
  return new TOTP({
    issuer: totpIssuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period,
  }).toString();
}

/** The time step a code belongs to, or null for a wrong code or one used before. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period,
    timestamp,
    window,
  });
  if (delta === null) return null;
  const step = TOTP.counter({ period, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Too many wrong codes within the window: refuse before checking another one. */
export function lockedOut(totp: AdminTotpData, now: Date): boolean {
  return (
    totp.failures >= maxWrongCodes &&
    totp.failureWindowStart !== null &&
    now.getTime() - Date.parse(totp.failureWindowStart) < failureWindowMs
  );
}

/** The counters after one more wrong code. */
export function afterWrongCode(
  totp: AdminTotpData,
  now: Date,
): Pick<AdminTotpData, 'failures' | 'failureWindowStart'> {
  const windowOpen =
    totp.failureWindowStart !== null &&
    now.getTime() - Date.parse(totp.failureWindowStart) < failureWindowMs;
  return windowOpen
    ? { failures: totp.failures + 1, failureWindowStart: totp.failureWindowStart }
    : { failures: 1, failureWindowStart: now.toISOString() };
}

export type SecondFactorOutcome = 'not-enrolled' | 'accepted' | AdminFailureReason;

/**
 * Checks the code of an admin who has a confirmed second factor (nothing to check otherwise), in
 * a transaction so that a code is spent once and wrong codes are counted even under parallel tries.
 * `onAccepted` is written in the same transaction when the code is accepted (disableAdminTotp
 * clears the factor with it), so no change slips between the check and the write.
 */
export async function checkSecondFactor(
  uid: string,
  code: string | undefined,
  now: Date,
  onAccepted: Partial<AdminTotpData> = {},
): Promise<SecondFactorOutcome> {
  const ref = totpRef(uid);
  return getFirestore().runTransaction(async (tx) => {
    const totp = readTotp((await tx.get(ref)).data());
    if (!totp?.secret) return 'not-enrolled';
    if (lockedOut(totp, now)) return 'too-many-codes';
    if (!code) return 'code-required';
    const step = acceptedStep(totp.secret, code, totp.lastStep, now);
    if (step === null) {
      tx.update(ref, afterWrongCode(totp, now));
      return 'code-invalid';
    }
    tx.update(ref, { lastStep: step, failures: 0, failureWindowStart: null, ...onAccepted });
    return 'accepted';
  });
}
