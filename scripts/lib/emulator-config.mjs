// The emulators' copy of firebase.json. Hosting sends firebase.json's headers as they are, and the
// production Content-Security-Policy lets the app talk only to Firebase's own endpoints; a build in
// emulator mode talks to the Auth, Firestore and Functions emulators over http://127.0.0.1 instead.
// This copy differs in one thing: the emulators' origins are added to connect-src (and the Auth
// emulator's to frame-src, for its sign-in iframe). firebase.json stays the one source of truth;
// the copy is rewritten before every emulator run and never committed (.gitignore).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const emulatorConfigName = 'firebase.emulators.json';

/** http origins of the emulators the web app calls, from firebase.json's `emulators` section. */
export function emulatorOrigins(config) {
  const origin = (name) => {
    const emulator = config.emulators?.[name];
    if (!emulator?.host || !emulator?.port) throw new Error(`firebase.json: no ${name} emulator`);
    return `http://${emulator.host}:${emulator.port}`;
  };
  return { auth: origin('auth'), firestore: origin('firestore'), functions: origin('functions') };
}

/** The policy with `sources` appended to each named directive (which must already exist). */
export function extendPolicy(policy, additions) {
  const directives = policy.split(';').map((part) => part.trim());
  for (const [name, sources] of Object.entries(additions)) {
    const index = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (index === -1) throw new Error(`Content-Security-Policy has no ${name}`);
    directives[index] = [directives[index], ...sources].join(' ');
  }
  return directives.join('; ');
}

/** firebase.json with every Content-Security-Policy that connects anywhere opened to the emulators. */
export function emulatorConfig(config) {
  const origins = emulatorOrigins(config);
  const copy = structuredClone(config);
  let found = 0;
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      found += 1;
      // A page that talks to no server (the e-mail preview: default-src 'none') stays as it is.
      if (!/(^|;)\s*connect-src\s/.test(header.value)) continue;
      header.value = extendPolicy(header.value, {
        'connect-src': [origins.auth, origins.firestore, origins.functions],
        'frame-src': [origins.auth],
      });
    }
  }
  if (found === 0) throw new Error('firebase.json: hosting sends no Content-Security-Policy');
  return copy;
}

/** Writes the emulators' config next to firebase.json (paths in it stay relative to the root). */
export function writeEmulatorConfig(root) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  writeFileSync(
    join(root, emulatorConfigName),
    `${JSON.stringify(emulatorConfig(config), null, 2)}\n`,
  );
  return emulatorConfigName;
}
