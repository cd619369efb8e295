import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDoc, doc, updateDoc } from 'firebase/firestore';
import {
  paths,
  subscriptionId,
  type AccessRole,
  type ChildData,
  type CreateShareResult,
  type ListSubscriptionsResult,
  type ShareListItem,
  type SharedChildView,
  type SubscribeResult,
} from '@sprout/core';
import { resetLocalRateLimits } from '../support/rate-limits';
import { adminDb, eventually } from '../support/admin';
import { callError, useClients, type Caller, type SignedUpClient } from '../support/harness';
import { childData, measurementData } from '../support/factories';
import { createChild, createMeasurement } from '../support/indexed-writes';

/*
 * Issue 33 on the emulators: a guardian invitation (a single-use share link with role
 * 'guardian'), its acceptance, the guardian's writes going through the rules and the same
 * triggers as the owner's, the owner changing the role (a downgrade refuses the next write at
 * once) and removing the guardian.
 */

const clients = useClients();
beforeEach(resetLocalRateLimits);

const newUser = (label: string, name: string) => clients.newUser(label, { name });

async function ownerWithChild() {
  const owner = await newUser('g-owner', 'Olivia');
  const childId = await createChild(
    owner.db,
    owner.user.uid,
    childData(owner.user.uid, {
      name: 'Ebba',
      birthDate: '2022-05-10',
      gender: 'female',
    } satisfies Pick<ChildData, 'name' | 'birthDate' | 'gender'>),
  );
  return { owner, childId };
}

const invite = (caller: Caller, childId: string, role: AccessRole) =>
  caller.call<object, CreateShareResult>('createShare', { childId, expiresInDays: 7, role });
const view = (caller: Caller, token: string) =>
  caller.call<object, SharedChildView>('getSharedChild', { token });
const accept = (caller: Caller, token: string) =>
  caller.call<object, SubscribeResult>('subscribe', { token });
const setRole = (caller: Caller, childId: string, subscriberId: string, role: unknown) =>
  caller.call<object, { role: AccessRole }>('setSubscriberRole', { childId, subscriberId, role });

/** The subscription of `uid` to `childId` as stored, or undefined. */
const storedSubscription = async (childId: string, uid: string) =>
  (
    await adminDb()
      .doc(paths.subscription(subscriptionId(childId, uid)))
      .get()
  ).data();

async function reason(promise: Promise<unknown>) {
  const error = await callError(promise);
  return (error.details as { reason?: string; code?: string } | undefined) ?? {};
}

/** A measurement as the web writes it: who entered it with it. */
const measuredBy = (writer: SignedUpClient, name: string, measuredAt = '2026-10-01') =>
  measurementData({
    measuredAt,
    height: 104,
    weight: 17,
    footLength: 16.5,
    createdBy: writer.user.uid,
    createdByName: name,
  });

async function guardianOf(owner: SignedUpClient, childId: string) {
  const guardian = await newUser('g-guardian', 'Sam');
  const { token } = await invite(owner, childId, 'guardian');
  await accept(guardian, token);
  return { guardian, token };
}

describe('guardian invitations', () => {
  it('name the role, work once, and make the one who accepts a guardian', async () => {
    const { owner, childId } = await ownerWithChild();
    const { token } = await invite(owner, childId, 'guardian');
    const shares = await owner.call<object, ShareListItem[]>('listShares', {});
    expect(shares.find((s) => s.token === token)).toMatchObject({ role: 'guardian', used: false });

    const sam = await newUser('g-sam', 'Sam');
    expect(await view(sam, token)).toMatchObject({
      childName: 'Ebba',
      ownerName: 'Olivia',
      role: 'guardian',
      subscribed: false,
    });
    expect(await accept(sam, token)).toMatchObject({ role: 'guardian', alreadySubscribed: false });
    expect(await storedSubscription(childId, sam.user.uid)).toMatchObject({
      role: 'guardian',
      ownerId: owner.user.uid,
    });
    expect((await adminDb().doc(paths.share(token)).get()).data()).toMatchObject({
      usedBy: sam.user.uid,
    });
    // Again: nothing changes; the page shows it accepted.
    expect(await accept(sam, token)).toMatchObject({ alreadySubscribed: true, role: 'guardian' });
    expect(await view(sam, token)).toMatchObject({ subscribed: true, role: 'guardian' });
    expect(
      (await owner.call<object, ShareListItem[]>('listShares', {})).find((s) => s.token === token),
    ).toMatchObject({ used: true });

    // Anyone else: refused, and shown nothing of the child.
    const other = await newUser('g-other', 'Oscar');
    expect(await reason(accept(other, token))).toMatchObject({ reason: 'invitation-used' });
    expect(await reason(view(other, token))).toMatchObject({ reason: 'invitation-used' });
    expect(await storedSubscription(childId, other.user.uid)).toBeUndefined();
  });

  it('turn a follower into a guardian, and a follower link never lowers a guardian', async () => {
    const { owner, childId } = await ownerWithChild();
    const follow = await invite(owner, childId, 'follower');
    const sam = await newUser('g-follower', 'Sam');
    expect(await accept(sam, follow.token)).toMatchObject({ role: 'follower' });
    const record = await invite(owner, childId, 'guardian');
    expect(await accept(sam, record.token)).toMatchObject({
      role: 'guardian',
      alreadySubscribed: false,
    });
    expect(await accept(sam, follow.token)).toMatchObject({
      role: 'guardian',
      alreadySubscribed: true,
    });
    const lists = await sam.call<object, ListSubscriptionsResult>('listSubscriptions', {});
    expect(lists.sharedWithMe.find((s) => s.childId === childId)?.role).toBe('guardian');
  });

  it('are the owner’s alone to make, and an unknown role is refused', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    expect((await callError(invite(guardian, childId, 'guardian'))).details).toMatchObject({
      code: 'db/permission-error',
    });
    expect(
      (await callError(owner.call('createShare', { childId, role: 'admin' }))).details,
    ).toMatchObject({ code: 'validation/invalid-format' });
  });
});

describe('a guardian records', () => {
  it('adds a measurement through the rules; the triggers compute it as the owner’s', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    const id = await createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam'));
    const stored = await eventually(
      async () => (await adminDb().doc(paths.measurement(childId, id)).get()).data(),
      (data) => data?.percentiles != null,
    );
    expect(stored).toMatchObject({ createdBy: guardian.user.uid, createdByName: 'Sam' });
    await eventually(
      async () => (await adminDb().collection(paths.predictions(childId)).get()).size,
      (size) => size === 8,
    );
    // Corrects the child's name, as the owner could.
    await updateDoc(doc(guardian.db, paths.child(childId)), { name: 'Ebba Maria' });
    expect((await adminDb().doc(paths.child(childId)).get()).data()?.name).toBe('Ebba Maria');
    // Cannot delete the child.
    await expect(deleteDoc(doc(guardian.db, paths.child(childId)))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('is refused the next write once the owner makes them a follower, and everything once removed', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    await createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam', '2026-09-01'));
    expect(await setRole(owner, childId, guardian.user.uid, 'follower')).toEqual({
      role: 'follower',
    });
    await expect(
      createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam', '2026-10-02')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const lists = await owner.call<object, ListSubscriptionsResult>('listSubscriptions', {});
    expect(lists.myShares.find((s) => s.subscriberId === guardian.user.uid)?.role).toBe('follower');
    // Back to guardian, then removed: no write and no read.
    await setRole(owner, childId, guardian.user.uid, 'guardian');
    await createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam', '2026-10-03'));
    await owner.call('removeSubscriber', { childId, subscriberId: guardian.user.uid });
    await expect(
      createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam', '2026-10-04')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('role changes are the owner’s alone, for someone who has access', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    const stranger = await newUser('g-stranger', 'Stella');
    expect(await reason(setRole(guardian, childId, guardian.user.uid, 'guardian'))).toMatchObject({
      code: 'db/permission-error',
    });
    expect(await reason(setRole(stranger, childId, guardian.user.uid, 'follower'))).toMatchObject({
      code: 'db/permission-error',
    });
    expect(await reason(setRole(owner, childId, stranger.user.uid, 'follower'))).toMatchObject({
      code: 'db/not-found',
    });
    expect(await reason(setRole(owner, childId, guardian.user.uid, 'owner'))).toMatchObject({
      code: 'validation/invalid-format',
    });
  });
});

const setReminders = (caller: Caller, childId: string, enabled: unknown) =>
  caller.call<object, { enabled: boolean }>('setGuardianReminders', { childId, enabled });

describe('a guardian’s reminder e-mails', () => {
  const listed = async (caller: SignedUpClient, childId: string) =>
    (await caller.call<object, ListSubscriptionsResult>('listSubscriptions', {})).sharedWithMe.find(
      (s) => s.childId === childId,
    );

  it('are off until the guardian opts in, and follow the switch', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    expect(await listed(guardian, childId)).toMatchObject({ role: 'guardian', reminders: false });
    expect(await setReminders(guardian, childId, true)).toEqual({ enabled: true });
    expect(await storedSubscription(childId, guardian.user.uid)).toMatchObject({ reminders: true });
    expect(await listed(guardian, childId)).toMatchObject({ reminders: true });
    expect(await setReminders(guardian, childId, false)).toEqual({ enabled: false });
    expect(await listed(guardian, childId)).toMatchObject({ reminders: false });
  });

  it('stop when the owner makes them a follower, and stay off when they record again', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    await setReminders(guardian, childId, true);
    await setRole(owner, childId, guardian.user.uid, 'follower');
    expect(await storedSubscription(childId, guardian.user.uid)).toMatchObject({
      role: 'follower',
      reminders: false,
    });
    expect(await reason(setReminders(guardian, childId, true))).toMatchObject({
      code: 'db/permission-error',
    });
    await setRole(owner, childId, guardian.user.uid, 'guardian');
    expect(await listed(guardian, childId)).toMatchObject({ role: 'guardian', reminders: false });
  });

  it('are the guardian’s own switch: not the owner’s, a follower’s or a stranger’s', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    const follower = await newUser('g-follower', 'Farmor');
    const { token } = await invite(owner, childId, 'follower');
    await accept(follower, token);
    const stranger = await newUser('g-stranger', 'Stella');
    for (const caller of [owner, follower, stranger]) {
      expect(await reason(setReminders(caller, childId, true))).toMatchObject({
        code: 'db/permission-error',
      });
    }
    expect(await storedSubscription(childId, follower.user.uid)).not.toHaveProperty('reminders');
    expect(await storedSubscription(childId, guardian.user.uid)).not.toHaveProperty('reminders');
    expect(await reason(setReminders(guardian, childId, 'yes'))).toMatchObject({
      code: 'validation/invalid-format',
    });
    expect(await reason(setReminders(guardian, 'a/b', true))).toMatchObject({
      code: 'validation/invalid-format',
    });
  });
});

describe('an owner who deletes their account', () => {
  it('takes the child from the guardian too: no child, no subscription, no read', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    await createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam'));
    expect(await owner.call('deleteAccount', {})).toEqual({ deleted: true });
    expect((await adminDb().doc(paths.child(childId)).get()).exists).toBe(false);
    expect((await adminDb().collection(paths.measurements(childId)).get()).size).toBe(0);
    expect(await storedSubscription(childId, guardian.user.uid)).toBeUndefined();
    await expect(
      createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam', '2026-10-05')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('a guardian who deletes their account', () => {
  it('leaves the child and its measurements with the owner, without their name', async () => {
    const { owner, childId } = await ownerWithChild();
    const { guardian } = await guardianOf(owner, childId);
    const id = await createMeasurement(guardian.db, childId, measuredBy(guardian, 'Sam'));
    const own = await createMeasurement(
      owner.db,
      childId,
      measuredBy(owner, 'Olivia', '2026-09-02'),
    );
    expect(await guardian.call('deleteAccount', {})).toEqual({ deleted: true });

    expect((await adminDb().doc(paths.child(childId)).get()).exists).toBe(true);
    const entered = (await adminDb().doc(paths.measurement(childId, id)).get()).data();
    expect(entered).toMatchObject({ height: 104 });
    expect(entered).not.toHaveProperty('createdBy');
    expect(entered).not.toHaveProperty('createdByName');
    // The owner's own entry keeps its name.
    expect((await adminDb().doc(paths.measurement(childId, own)).get()).data()).toMatchObject({
      createdByName: 'Olivia',
    });
    expect(await storedSubscription(childId, guardian.user.uid)).toBeUndefined();
  });
});
