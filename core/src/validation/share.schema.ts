import { boolean, mixed, object, string, type InferType } from 'yup';
import { validationCodes as codes } from './validation-codes';
import { uuidV4Pattern } from './schema-fields';
import { autoIdSchema, uidSchema } from './id.schema';
import { accessRoles } from '../sharing/share.types';
import {
  defaultShareExpiryDays,
  shareExpiryOptions,
  type ShareExpiryDays,
} from '../sharing/share-expiry';

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

export {
  defaultShareExpiryDays,
  noExpirationYears,
  shareExpiresAt,
  shareExpiryOptions,
  type ShareExpiryDays,
} from '../sharing/share-expiry';

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

/** A guardian switches the child's reminder e-mails on or off for themselves (issue 33). */
export const setGuardianRemindersSchema = object({
  childId: autoIdSchema,
  enabled: boolean().strict().required(codes.required).typeError(codes.invalidFormat),
});
export type SetGuardianRemindersInput = InferType<typeof setGuardianRemindersSchema>;
