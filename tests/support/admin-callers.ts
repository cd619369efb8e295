import { expect } from 'vitest';
import { paths, type AdminFailureReason, type StartAdminSessionResult } from '@sprout/core';
import { adminAuth, storedDoc } from './admin';
import { callError, type SignedUpClient, type useClients } from './harness';

/** The allow-list every suite expects between tests (this machine). */
export const defaultAllowlist = ['127.0.0.1', '::1'];

export async function setAllowlist(ips: string[]) {
  await storedDoc(paths.adminIpAllowlist()).set({ ips });
}

/**
 * Callers of the admin endpoints for a function suite: a parent, an admin made as
 * `npm run admin:grant` makes one (claim and document), and an admin with a live session.
 */
export function adminCallers(clients: ReturnType<typeof useClients>) {
  const parent = () => clients.newUser('parent', null);

  async function admin(): Promise<SignedUpClient> {
    const client = await clients.newUser('admin', null);
    await adminAuth().setCustomUserClaims(client.user.uid, { admin: true });
    await storedDoc(paths.admin(client.user.uid)).set({
      email: client.user.email ?? '',
      createdAt: new Date().toISOString(),
    });
    // The claim reaches the ID token at the next refresh.
    await client.user.getIdToken(true);
    return client;
  }

  async function signedInAdmin() {
    const client = await admin();
    const { sessionId } = await client.call<object, StartAdminSessionResult>(
      'startAdminSession',
      {},
    );
    return { client, sessionId };
  }

  return { parent, admin, signedInAdmin };
}

/** Expects the call to fail with the admin reason (and the spec's message where it has one). */
export async function expectRefused(
  call: Promise<unknown>,
  reason: AdminFailureReason,
  message?: string,
) {
  const error = await callError(call);
  expect((error.details as { reason?: string } | undefined)?.reason).toBe(reason);
  // The web SDK appends the HTTP status to the function's message ('Not authenticated [401]').
  if (message) expect(error.message.replace(/ \[\d{3}\]$/, '')).toBe(message);
}

/** Expects a validation failure carrying the core validation code. */
export async function expectInvalid(call: Promise<unknown>, validationCode: string) {
  const { details } = await callError(call);
  const { code, errors } = (details ?? {}) as { code?: string; errors?: string[] };
  // Which of the three (required, out-of-range, invalid-format): functions' validationCodeOf.
  expect(code).toMatch(/^validation\/(required|out-of-range|invalid-format)$/);
  expect(errors).toContain(validationCode);
}
