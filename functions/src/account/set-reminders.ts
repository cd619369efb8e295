import { boolean, object, string } from 'yup';
import { paths } from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';

const payloadSchema = object({
  type: string().oneOf(['season', 'birthday']).required(),
  enabled: boolean().required(),
});

const fieldFor = { season: 'emailReminders', birthday: 'birthdayReminders' } as const;

/**
 * Switches the season or birthday reminder e-mails. The profile fields are server-only (rules),
 * so the switch in Settings flips only when this confirms.
 */
export const setReminders = onCall({ region }, async (request) => {
  const uid = requireVerifiedUid(request);
  const { type, enabled } = await parse(payloadSchema, request.data);
  const ref = docRef(paths.user(uid));
  const field = fieldFor[type as keyof typeof fieldFor];
  try {
    await ref.update({ [field]: enabled });
  } catch {
    fail('auth/user-not-found', 'User not found');
  }
  return { type, enabled };
});
