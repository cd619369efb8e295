import {
  ageInWholeMonths,
  spokenAge,
  wearsShoes,
  newestPerDay,
  paths,
  roleOf,
  sharedHeightsShown,
  subscriptionId,
  type SharedChildView,
} from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';
import { enforceRateLimit } from '../lib/rate-limit';
import { failShare, nameOf, openShare, tokenOf } from './share-access';

/**
 * The share page's view of a child, for anyone holding a live link (signed in or not): name, age,
 * gender, the owner's name, expiry, the latest measurement and up to 5 heights. Nothing else of
 * the owner or their other children leaves the server, and not the birth date: the age in whole
 * months (today's UTC day, and on the latest measurement's day for its sizes) is what the page
 * shows, so a link passed on does not give away the day a child was born.
 */
export const getSharedChild = onCall({ region }, async (request): Promise<SharedChildView> => {
  const token = tokenOf(request.data);
  await enforceRateLimit(request, 'getSharedChild');
  const { share, child } = await openShare(token);
  const uid = request.auth?.uid ?? null;
  // An accepted guardian invitation shows nothing more, but to the one who accepted it.
  if (share.usedBy && share.usedBy !== uid) failShare('invitation-used');
  // All of them: the newest of each day is core's order (day, then entry), which one Firestore
  // order cannot give without a composite index; a child has tens of measurements, not thousands.
  const [all, ownerName, subscription] = await Promise.all([
    collectionRef(paths.measurements(share.childId)).get(),
    nameOf(child.ownerId),
    uid ? docRef(paths.subscription(subscriptionId(share.childId, uid))).get() : null,
  ]);
  const measurements = newestPerDay(all.docs.map((doc) => doc.data())).slice(0, sharedHeightsShown);
  const latest = measurements[0];
  const today = new Date().toISOString().slice(0, 10);
  return {
    childId: share.childId,
    childName: child.name,
    ageMonths: ageInWholeMonths(child.birthDate, today),
    age: spokenAge(child.birthDate, today),
    wearsShoes: wearsShoes(child, today),
    gender: child.gender,
    ownerName,
    expiresAt: share.expiresAt,
    latest: latest
      ? {
          measuredAt: latest.measuredAt,
          height: latest.height,
          weight: latest.weight,
          footLength: latest.footLength,
          ageMonths: ageInWholeMonths(child.birthDate, latest.measuredAt),
        }
      : null,
    heights: measurements.map((m) => ({ measuredAt: m.measuredAt, height: m.height })).reverse(),
    subscribed:
      (subscription?.exists ?? false) &&
      (roleOf(share) === 'follower' || roleOf(subscription?.data()) === 'guardian'),
    isOwner: uid === child.ownerId,
    role: roleOf(share),
  };
});
