import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  adminSessionLive,
  adminSessionRequestSchema,
  paths,
  type AdminFailureReason,
  type ErrorCode,
} from '@sprout/core';
import { fail, isValid, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { callerIp, normaliseIp } from '../lib/client-ip';

/** The spec's message for each admin failure (section 8), with its catalogue code. */
const failures: Record<AdminFailureReason, { code: ErrorCode; message: string }> = {
  'not-authenticated': { code: 'auth/session-expired', message: 'Not authenticated' },
  'not-admin': { code: 'db/permission-error', message: 'Not authorized as admin' },
  'ip-not-allowed': { code: 'auth/ip-not-allowed', message: 'IP address not whitelisted' },
  'session-invalid': { code: 'auth/session-expired', message: 'Invalid or expired session' },
  'code-required': { code: 'validation/required', message: 'Two-factor code required' },
  'code-invalid': { code: 'auth/invalid-otp', message: 'Invalid two-factor code' },
  'too-many-codes': { code: 'api/rate-limit', message: 'Too many wrong two-factor codes' },
  'totp-not-pending': { code: 'db/not-found', message: 'No two-factor enrolment to confirm' },
  'product-not-found': { code: 'db/not-found', message: 'Product not found' },
};

export function failAdmin(reason: AdminFailureReason): never {
  const { code, message } = failures[reason];
  fail(code, message, { reason });
}

export async function readAdmin(uid: string) {
  return (await docRef(paths.admin(uid)).get()).data();
}

export async function readIpAllowlist(): Promise<string[]> {
  // Edited by hand (admin:allowlist, the console): anything but a list of strings allows nobody.
  const ips: unknown = (await docRef(paths.adminIpAllowlist()).get()).data()?.ips;
  return Array.isArray(ips) ? ips.filter((ip): ip is string => typeof ip === 'string') : [];
}

export async function readAdminSession(sessionId: string) {
  return (await docRef(paths.adminSession(sessionId)).get()).data();
}

/** The caller's address for the allow-list: the one a caller cannot forge (lib/client-ip). */
export const adminCallerIp = (request: CallableRequest): string | null => callerIp(request);

export type AdminCaller = {
  uid: string;
  email: string | null;
  ip: string;
  userAgent: string;
};

export function userAgentOf(request: CallableRequest): string {
  return String(request.rawRequest.headers['user-agent'] ?? '').slice(0, 300);
}

/**
 * An admin as DESIGN.md defines one, checked in this order: signed in ('Not authenticated'),
 * a verified address ('Please verify your email address'),
 * the `admin` claim and the `admins/{uid}` document ('Not authorized as admin'), the address
 * on the allow-list in Firestore ('IP address not whitelisted'). Without an allow-list document
 * nobody is allowed (fail closed).
 */
async function requireAdminCaller(request: CallableRequest): Promise<AdminCaller> {
  const uid = request.auth?.uid;
  if (!uid) failAdmin('not-authenticated');
  // An admin's address is verified like every writer's (lib/callable.ts).
  requireVerifiedUid(request);
  if (request.auth?.token.admin !== true || !(await readAdmin(uid))) failAdmin('not-admin');
  const ip = adminCallerIp(request);
  const allowed = (await readIpAllowlist()).map(normaliseIp);
  if (!ip || !allowed.includes(ip)) failAdmin('ip-not-allowed');
  const email = request.auth?.token.email;
  return {
    uid,
    email: typeof email === 'string' ? email : null,
    ip,
    userAgent: userAgentOf(request),
  };
}

/**
 * The guard of every admin endpoint. `session: true` (all but startAdminSession) adds a live,
 * unexpired admin session of the caller's own ('Invalid or expired session'); its id travels in
 * the payload as `sessionId`, beside the ID token the callable carries.
 */
export async function requireAdmin(
  request: CallableRequest,
  options: { session: false },
): Promise<AdminCaller>;
export async function requireAdmin(
  request: CallableRequest,
  options: { session: true; now?: Date },
): Promise<AdminCaller & { sessionId: string }>;
export async function requireAdmin(
  request: CallableRequest,
  options: { session: boolean; now?: Date },
): Promise<AdminCaller & { sessionId?: string }> {
  const caller = await requireAdminCaller(request);
  if (!options.session) return caller;
  const raw = (request.data as { sessionId?: unknown } | null)?.sessionId;
  if (!isValid(adminSessionRequestSchema, { sessionId: raw })) failAdmin('session-invalid');
  const sessionId = String(raw).trim();
  const session = await readAdminSession(sessionId);
  if (
    !session ||
    session.adminId !== caller.uid ||
    !adminSessionLive(session.expiresAt, options.now ?? new Date())
  ) {
    failAdmin('session-invalid');
  }
  return { ...caller, sessionId };
}
