import type { CallableRequest } from 'firebase-functions/v2/https';

/** '::ffff:127.0.0.1' (an IPv4 address on an IPv6 socket) is 127.0.0.1. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The caller's address as the platform saw it. Google's front end appends the address it saw to
 * X-Forwarded-For, after anything the client sent, so the last entry is the one a caller cannot
 * forge (the leftmost can be). Without the header, the socket's address. The Functions emulator
 * passes neither on (it relays each request over a local socket) and listens on 127.0.0.1 only,
 * so there a caller without the header is this machine. The same reading as the admin
 * allow-list (admin/admin-access.ts).
 */
export function callerIp(request: Pick<CallableRequest, 'rawRequest'>): string | null {
  const header = request.rawRequest.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ip =
    entries[entries.length - 1] ??
    request.rawRequest.socket?.remoteAddress ??
    (process.env.FUNCTIONS_EMULATOR === 'true' ? '127.0.0.1' : null);
  return ip ? normaliseIp(ip) : null;
}
