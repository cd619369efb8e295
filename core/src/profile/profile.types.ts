import type { MarketCode, RouteLanguage } from '../locale/languages';
import type { StoredTimestamp } from '../stored-timestamp.types';

export type MeasurementSystem = 'metric' | 'imperial';

/**
 * `users/{uid}`. `termsAcceptedAt` and `createdAt` are the server's clock (the client writes
 * serverTimestamp(); the rules require request.time), so no client can date its acceptance.
 */
export type UserProfile = {
  email: string;
  name: string;
  /** The market (country) whose sizes, currency and products the user sees. */
  locale: MarketCode;
  /** The route language the user chose; e-mails use its catalog language. */
  language: RouteLanguage;
  measurementSystem: MeasurementSystem;
  emailReminders: boolean;
  birthdayReminders: boolean;
  termsAcceptedAt: StoredTimestamp;
  createdAt: StoredTimestamp;
};

/**
 * `users/{uid}/private/welcome`: the welcome e-mail of this profile waits until the address is
 * verified (e-mail sign-ups; Google's arrive verified and are welcomed at once). Server-only.
 */
export type WelcomePendingData = {
  /** When the profile was created unverified (ISO). */
  pendingSince: string;
};
