import { describe, expect, it } from 'vitest';
import { setDoc, doc } from 'firebase/firestore';
import { paths, rateLimits, subscriptionId, type ChildData, type DataExport } from '@sprout/core';
import { adminDb, eventually, storeShare } from '../support/admin';
import { callError, useClients, type SignedUpClient } from '../support/harness';
import {
  childData,
  measurementData,
  parentHeightsData,
  savedProductData,
  subscriptionData,
} from '../support/factories';
import { createChild, createMeasurement, createSavedProduct } from '../support/indexed-writes';
import { storeCounter } from '../support/rate-limits';

const clients = useClients();

/** A parent with one child of their own, measured once (forecast written), under `name`. */
async function parentWithMeasuredChild(label: string, child: Partial<ChildData>) {
  const client = await clients.newUser(label, { name: label, locale: 'SE', language: 'sv' });
  const data = childData(client.user.uid, child);
  const childId = await createChild(client.db, client.user.uid, data);
  const measurementId = await createMeasurement(
    client.db,
    childId,
    measurementData({ measuredAt: '2026-03-01', height: 110.2, weight: 18.4, footLength: 17.2 }),
  );
  await eventually(
    async () => (await adminDb().collection(paths.predictions(childId)).get()).size,
    (n) => n === 8,
  );
  await eventually(
    async () => (await adminDb().doc(paths.measurement(childId, measurementId)).get()).data(),
    (m) => m?.percentiles != null,
  );
  return { client, childId, measurementId, data };
}

/** One parent follows the other's child, as subscribe leaves it. */
async function follow(subscriber: SignedUpClient, owner: SignedUpClient, childId: string) {
  const id = subscriptionId(childId, subscriber.user.uid);
  await adminDb()
    .doc(paths.subscription(id))
    .set(subscriptionData({ childId, subscriberId: subscriber.user.uid, ownerId: owner.user.uid }));
  return id;
}

describe('exportMyData', () => {
  it("gives the caller exactly their own data and nothing of another parent's", async () => {
    const ada = await parentWithMeasuredChild('Ada', { name: 'Saga "Sagan", 1st' });
    const bo = await parentWithMeasuredChild('Bo', { name: 'Bo-child-secret' });
    const token = await storeShare({ childId: ada.childId, ownerId: ada.client.user.uid });
    await storeShare({ childId: bo.childId, ownerId: bo.client.user.uid });
    const following = await follow(ada.client, bo.client, bo.childId);
    const follower = await follow(bo.client, ada.client, ada.childId);
    const product = savedProductData('jacket-1');
    await createSavedProduct(ada.client.db, ada.client.user.uid, product);
    await createSavedProduct(bo.client.db, bo.client.user.uid, savedProductData('bo-product'));
    // Both give their parents' heights, as the edit-child dialog saves them.
    const heights = parentHeightsData({ motherCm: 163.5, fatherCm: null });
    await setDoc(doc(ada.client.db, paths.parentHeights(ada.childId)), heights);
    await setDoc(
      doc(bo.client.db, paths.parentHeights(bo.childId)),
      parentHeightsData({ motherCm: 201.3, fatherCm: 211.7 }),
    );

    const result = await ada.client.call<object, DataExport>('exportMyData', {});

    expect(result).toMatchObject({
      format: 'sprout-data-export',
      version: 1,
      uid: ada.client.user.uid,
      profile: { name: 'Ada', email: ada.client.user.email, locale: 'SE' },
    });
    // The profile's server times arrive as ISO strings.
    expect(result.profile?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(result.children).toHaveLength(1);
    const [child] = result.children;
    expect(child).toMatchObject({
      id: ada.childId,
      name: ada.data.name,
      birthDate: ada.data.birthDate,
      gender: ada.data.gender,
    });
    expect(child).not.toHaveProperty('viewerIds');
    expect(child?.parentHeights).toEqual(heights);
    const storedMeasurement = (
      await adminDb().doc(paths.measurement(ada.childId, ada.measurementId)).get()
    ).data();
    expect(child?.measurements).toEqual([{ ...storedMeasurement, id: ada.measurementId }]);
    const storedPredictions = (await adminDb().collection(paths.predictions(ada.childId)).get())
      .docs;
    expect(child?.predictions.map((p) => p.id).sort()).toEqual(
      storedPredictions.map((p) => p.id).sort(),
    );
    expect(child?.predictions.map((p) => p.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(result.shares.map((s) => s.token)).toEqual([token]);
    expect(result.subscriptions.following.map((s) => s.id)).toEqual([following]);
    expect(result.subscriptions.followers.map((s) => s.id)).toEqual([follower]);
    expect(result.savedProducts).toEqual([product]);
    // Nothing of Bo's own: not the child they follow, their child's name, link or products.
    const text = JSON.stringify(result);
    expect(text).not.toContain('Bo-child-secret');
    expect(text).not.toContain('bo-product');
    expect(text).not.toContain('201.3');
    expect(text).not.toContain(bo.client.user.email ?? 'no e-mail');
  });

  it("exports null parents' heights for a child without them", async () => {
    const cy = await parentWithMeasuredChild('Cy', { name: 'Cy-child' });
    const result = await cy.client.call<object, DataExport>('exportMyData', {});
    expect(result.children.map((c) => [c.id, c.parentHeights])).toEqual([[cy.childId, null]]);
  });

  it('refuses anonymous callers', async () => {
    const error = await callError(clients.anonymous().call('exportMyData', {}));
    expect(error.details).toMatchObject({ code: 'auth/session-expired' });
  });

  it('allows a few exports per hour', async () => {
    const client = await clients.newUser('exporter');
    await storeCounter('exportMyData', `uid:${client.user.uid}`, rateLimits.exportMyData - 1);
    expect(await client.call<object, DataExport>('exportMyData', {})).toMatchObject({
      children: [],
      profile: { name: 'exporter' },
    });
    const error = await callError(client.call('exportMyData', {}));
    expect(error.details).toMatchObject({ code: 'api/rate-limit' });
    // Counted over the hour: 50 minutes later it is still refused.
    await storeCounter(
      'exportMyData',
      `uid:${client.user.uid}`,
      rateLimits.exportMyData,
      50 * 60_000,
    );
    expect((await callError(client.call('exportMyData', {}))).details).toMatchObject({
      code: 'api/rate-limit',
    });
  });
});
