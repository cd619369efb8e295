import { Timestamp } from 'firebase-admin/firestore';
import {
  dataExportFormat,
  dataExportVersion,
  paths,
  type DataExport,
  type ExportedChild,
  type ExportedProfile,
} from '@sprout/core';
import { region } from '../config';
import { logs } from '../logs';
import { fail, onCall, requireUid } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';
import { enforceRateLimit } from '../lib/rate-limit';

/** Firestore timestamps (the profile's server times) as ISO strings, so the export is plain JSON. */
function plain<T>(value: T): T {
  if (value instanceof Timestamp) return value.toDate().toISOString() as T;
  if (Array.isArray(value)) return value.map(plain) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) as T;
  }
  return value;
}

/**
 * "Download my data" (Settings > General): the caller's profile, own children (found by
 * ownerId) with their measurements, forecasts and parents' heights, the share links they made, the subscriptions
 * in both directions (children they follow, people following theirs) and their saved products.
 * Only documents the caller owns or takes part in; a few exports per hour (core's rateLimits).
 */
export const exportMyData = onCall({ region }, async (request): Promise<DataExport> => {
  const uid = requireUid(request);
  await enforceRateLimit(request, 'exportMyData');
  try {
    const [profile, owned, shares, following, followers, saved] = await Promise.all([
      docRef(paths.user(uid)).get(),
      collectionRef(paths.children).where('ownerId', '==', uid).get(),
      collectionRef(paths.shares).where('ownerId', '==', uid).get(),
      collectionRef(paths.subscriptions).where('subscriberId', '==', uid).get(),
      collectionRef(paths.subscriptions).where('ownerId', '==', uid).get(),
      collectionRef(paths.savedProducts(uid)).get(),
    ]);

    const children: ExportedChild[] = await Promise.all(
      owned.docs.map(async (doc) => {
        const child = doc.data();
        const [measurements, predictions, parents] = await Promise.all([
          collectionRef(paths.measurements(doc.id)).get(),
          collectionRef(paths.predictions(doc.id)).get(),
          docRef(paths.parentHeights(doc.id)).get(),
        ]);
        // Not viewerIds: who follows a child is in subscriptions.followers.
        return {
          id: doc.id,
          name: child.name,
          birthDate: child.birthDate,
          gender: child.gender,
          createdAt: child.createdAt,
          // As stored: the owner's own data, exported whole.
          parentHeights: parents.exists ? (plain(parents.data()) ?? null) : null,
          measurements: measurements.docs
            .map((m) => plain({ ...m.data(), id: m.id }))
            .sort((a, b) => a.measuredAt.localeCompare(b.measuredAt)),
          predictions: predictions.docs
            .map((p) => plain({ ...p.data(), id: p.id }))
            .sort((a, b) => a.step - b.step),
        };
      }),
    );
    children.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

    const profileData = profile.data();
    logs.dataExported(uid, children.length);
    return {
      format: dataExportFormat,
      version: dataExportVersion,
      exportedAt: new Date().toISOString(),
      uid,
      profile: profileData ? (plain(profileData) as unknown as ExportedProfile) : null,
      children,
      shares: shares.docs.map((doc) => plain({ ...doc.data(), token: doc.id })),
      subscriptions: {
        following: following.docs.map((doc) => plain({ ...doc.data(), id: doc.id })),
        followers: followers.docs.map((doc) => plain({ ...doc.data(), id: doc.id })),
      },
      savedProducts: saved.docs.map((doc) => plain(doc.data())),
    };
  } catch (error) {
    logs.dataExportFailed(uid, error);
    fail('api/server-error', 'Failed to export data');
  }
});
