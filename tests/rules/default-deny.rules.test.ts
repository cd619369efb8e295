import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { collections, paths } from '@sprout/core';
import {
  documentRequest,
  operations,
  parentCollection,
  signedInRoles,
  uids,
  useRulesEnvironment,
  type RulesDb,
} from '../support/rules';

/** One document path in every collection of the data model (DESIGN.md). */
const samplePaths = [
  paths.user(uids.owner),
  paths.child('child-1'),
  `${paths.measurements('child-1')}/m-1`,
  `${paths.predictions('child-1')}/winter-2027`,
  `${collections.shares}/3f1c2a7e-8d4b-4b6a-9e2f-1a2b3c4d5e6f`,
  paths.shareTombstone('3f1c2a7e-8d4b-4b6a-9e2f-1a2b3c4d5e6f'),
  `${collections.subscriptions}/child-1_${uids.subscriber}`,
  paths.product('product-1'),
  `${paths.user(uids.owner)}/${collections.savedProducts}/product-1`,
  paths.childIndex(uids.owner),
  paths.savedProductIndex(uids.owner),
  paths.measurementIndex('child-1'),
  `${collections.admins}/${uids.admin}`,
  `${collections.adminSessions}/session-1`,
  `${collections.authLogs}/log-1`,
  paths.mail('mail-1'),
  paths.rateLimit(`getSharedChild_uid:${uids.owner}`),
  paths.rateLimit('getSharedChild_ip:127.0.0.1'),
  'somethingElse/doc-1',
];

/** Collections no rule opens yet: closed to every role until an issue opens them with tests. */
const openedElsewhere = [
  `${collections.users}/`,
  `${collections.children}/`,
  `${collections.shares}/`,
  `${collections.subscriptions}/`,
  `${collections.products}/`,
  `${paths.user(uids.owner)}/${collections.savedProducts}/`,
];
const closedForEveryone = samplePaths.filter(
  (p) => !openedElsewhere.some((prefix) => p.startsWith(prefix)),
);

const rules = useRulesEnvironment(async (db) => {
  for (const path of samplePaths) {
    await setDoc(doc(db, path), { ownerId: uids.owner, seeded: true });
  }
});

/** Get, list, create, update and delete of `path` (and its collection) are all denied. */
async function expectEveryOperationDenied(db: RulesDb, path: string) {
  for (const operation of operations) {
    await assertFails(
      documentRequest(db, operation, path, {
        create: { seeded: false },
        createPath: `${parentCollection(path)}/new-doc`,
        update: { seeded: false },
      }),
    );
  }
}

describe('an anonymous visitor reads and writes nothing', () => {
  for (const path of samplePaths) {
    it(`get, list, create, update, delete of ${path} are denied`, async () => {
      await expectEveryOperationDenied(rules.db('anonymous'), path);
    });
  }
});

describe('collections not opened yet are closed to every role', () => {
  for (const role of signedInRoles) {
    for (const path of closedForEveryone) {
      it(`${role}: ${path} denies every operation`, async () => {
        await expectEveryOperationDenied(rules.db(role), path);
      });
    }
  }
});
