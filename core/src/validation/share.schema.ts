import { boolean, mixed, object, string, type InferType } from 'yup';
import { validationCodes as codes } from './validation-codes';
import { uuidV4Pattern } from './schema-fields';
import { autoIdSchema, uidSchema } from './id.schema';
import { accessRoles } from '../sharing/share.types';

/**
 * A share token is a random uuid v4 (the `shares/{token}` document id). Checking its shape first
 * answers 'Invalid token format' without a database read. Upper-case input is accepted and
 * lower-cased, as crypto.randomUUID() writes it.
 */
export const shareTokenSchema = string()
  .trim()
  .lowercase()
  .required(codes.shareInvalidTokenFormat)
  .matches(uuidV4Pattern, { message: codes.shareInvalidTokenFormat, excludeEmptyString: true });

/** Payload of the share functions that act on a token (view, subscribe). */
export const shareTokenPayloadSchema = object({ token: shareTokenSchema });

export type ShareTokenPayload = InferType<typeof shareTokenPayloadSchema>;

/** Share expiry choices in days; `null` is "no expiration". */
export const shareExpiryOptions = [1, 7, 30, 90, null] as const;
export type ShareExpiryDays = (typeof shareExpiryOptions)[number];

export const defaultShareExpiryDays: ShareExpiryDays = 7;

/** "No expiration" is stored as an expiry 10 years ahead (spec section 9). */
export const noExpirationYears = 10;

/** Payload of createShare. A select may deliver the days as a string ('30'). */
export const createShareSchema = object({
  childId: autoIdSchema,
  expiresInDays: mixed<Exclude<ShareExpiryDays, null>>()
    .nullable()
    .transform((value: unknown) =>
      typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value,
    )
    .oneOf(shareExpiryOptions, codes.shareExpiryInvalid)
    .default(defaultShareExpiryDays),
  /** Follower (the link as before) or guardian (a single-use invitation to record). */
  role: string().oneOf(accessRoles, codes.invalidFormat).default('follower'),
});

/** The owner changes what someone with access to a child may do (issue 33). */
export const setSubscriberRoleSchema = object({
  childId: autoIdSchema,
  subscriberId: uidSchema,
  role: string().oneOf(accessRoles, codes.invalidFormat).required(codes.required),
});
export type SetSubscriberRoleInput = InferType<typeof setSubscriberRoleSchema>;

export type CreateShareInput = InferType<typeof createShareSchema>;

const dayMs = 86_400_000;

/** When a share created at `now` expires: after the chosen days, or in 10 years for `null`. */
export function shareExpiresAt(expiresInDays: ShareExpiryDays, now: Date = new Date()): Date {
  if (expiresInDays === null) {
    const expires = new Date(now.getTime());
    expires.setUTCFullYear(expires.getUTCFullYear() + noExpirationYears);
    return expires;
  }
  return new Date(now.getTime() + expiresInDays * dayMs);
}

/** A guardian switches the child's reminder e-mails on or off for themselves (issue 33). */
export const setGuardianRemindersSchema = object({
  childId: autoIdSchema,
  enabled: boolean().strict().required(codes.required).typeError(codes.invalidFormat),
});
export type SetGuardianRemindersInput = InferType<typeof setGuardianRemindersSchema>;
