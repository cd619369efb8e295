import { object } from 'yup';
import { autoIdSchema } from '@sprout/core';
import { region } from '../config';
import { onCall, parse, requireVerifiedUid } from '../lib/callable';
import { endSubscription } from './end-subscription';

const payloadSchema = object({ childId: autoIdSchema });

/** Stops following a child. Returns false when the caller did not follow it. */
export const unsubscribe = onCall({ region }, async (request) => {
  const uid = requireVerifiedUid(request);
  const { childId } = await parse(payloadSchema, request.data);
  return { unsubscribed: await endSubscription(childId, uid) };
});
