/** Where the emulators listen (firebase.json) and the one demo project every suite uses. */
export const projectId = 'demo-sprout';
/**
 * The prefix of the rules suites' own projects in the same Firestore emulator (one per file,
 * tests/support/rules.ts): same rules, no functions behind them, so their thousands of writes
 * (and each test's clearing) set off no triggers, and no other suite's data is cleared under them.
 */
export const rulesProjectId = 'demo-sprout-rules';
export const firestoreHost = '127.0.0.1';
export const firestorePort = 8080;
export const authUrl = 'http://127.0.0.1:9099';
export const hostingUrl = 'http://127.0.0.1:5000';
export const smtpSinkUrl = 'http://127.0.0.1:8025';

/** Clears every account in the Auth emulator. */
export async function clearAuth() {
  const res = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Could not clear the Auth emulator: ${res.status}`);
}

/** Clears every document in the Firestore emulator. */
export async function clearFirestore() {
  const res = await fetch(
    `http://${firestoreHost}:${firestorePort}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Could not clear the Firestore emulator: ${res.status}`);
}

type OobCode = { email: string; requestType: string; oobLink: string; oobCode: string };

/** The e-mail action links (verification, password reset) the Auth emulator would have sent. */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const res = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => code.email === email);
}

export type SinkMessage = {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
};

/** Waits until the SMTP sink holds a message to `to` that matches, or fails after `timeoutMs`. */
export async function waitForMail(
  to: string,
  matches: (m: SinkMessage) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${smtpSinkUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const found = ((await res.json()) as SinkMessage[]).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
}

export async function mailTo(to: string): Promise<SinkMessage[]> {
  const res = await fetch(`${smtpSinkUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as SinkMessage[];
}
