import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { firestoreHost, firestorePort, projectId } from '../support/emulators';

// Denied requests are the point of these tests; the SDK would log each one as an error.
setLogLevel('silent');

export const uids = {
  owner: 'owner-uid',
  subscriber: 'subscriber-uid',
  stranger: 'stranger-uid',
  admin: 'admin-uid',
} as const;

/** The five roles of the security model; each rules test walks every one of them. */
export type Role = 'anonymous' | 'owner' | 'subscriber' | 'stranger' | 'admin';
export const roles: Role[] = ['anonymous', 'owner', 'subscriber', 'stranger', 'admin'];

export async function createRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host: firestoreHost,
      port: firestorePort,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}

export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  switch (role) {
    case 'anonymous':
      return env.unauthenticatedContext();
    case 'owner':
      return env.authenticatedContext(uids.owner, { email: 'owner@sprout.test' });
    case 'subscriber':
      return env.authenticatedContext(uids.subscriber, { email: 'subscriber@sprout.test' });
    case 'stranger':
      return env.authenticatedContext(uids.stranger, { email: 'stranger@sprout.test' });
    case 'admin':
      return env.authenticatedContext(uids.admin, { email: 'admin@sprout.test', admin: true });
  }
}
