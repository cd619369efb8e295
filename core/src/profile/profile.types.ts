import type { MarketCode, RouteLanguage } from '../locale/languages';

export type MeasurementSystem = 'metric' | 'imperial';

/** `users/{uid}`. Timestamps are ISO strings so web, functions and tests agree without SDK types. */
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
  termsAcceptedAt: string;
  createdAt: string;
};
