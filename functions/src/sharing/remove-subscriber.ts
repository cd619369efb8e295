import { object } from 'yup';
import { autoIdSchema, uidSchema } from '@sprout/core';
import { region } from '../config';
import { onCall, parse, requireVerifiedUid } from '../lib/callable';
import { endSubscription } from './end-subscription';
import { ownedChild } from './share-access';

const payloadSchema = object({
  childId: autoIdSchema,
  subscriberId: uidSchema,
});

/** The owner takes a follower's access away (Settings, My Shares). */
export const removeSubscriber = onCall({ region }, async (request) => {
  const uid = requireVerifiedUid(request);
  const { childId, subscriberId } = await parse(payloadSchema, request.data);
  await ownedChild(childId, uid);
  return { removed: await endSubscription(childId, subscriberId) };
});
