import type {
  ClothingTable,
  MarketCode,
  MeasurementSystem,
  RouteLanguage,
  Season,
} from '@sprout/core';
import type { RenderedMail } from '../../mail/mail.types';

/**
 * What the reminder jobs hand the templates (functions/src/reminders/templates). The job finds the
 * data; the template owns the words, the formatting (sizes in the parent's market's size system,
 * lengths in the parent's units) and the links. Sizes are core's catalogue sizes (EU clothing
 * size in cm, EU shoe size), as the stored predictions give them.
 */
export type ReminderChild = {
  childId: string;
  /** As the parent typed it: the template escapes it. */
  name: string;
  clothingSize: number | null;
  shoeSize: number | null;
  heightCm: number | null;
  footLengthCm: number | null;
  /**
   * How likely the forecast clothing size fits, as the season page states it (issue 28: one
   * statement everywhere): absent on forecasts stored before the chances existed.
   */
  fit?: ForecastFit | null;
  /** Days since the newest measurement, when growth since has outdated it (else absent). */
  staleDays?: number | null;
};

/** A forecast point's clothing chance: the size (its table), the chance, the likely heights. */
export type ForecastFit = {
  clothingSize: number;
  clothingTable?: ClothingTable;
  chance: number;
  heightLowCm: number;
  heightHighCm: number;
};

/** The two unsubscribe links of one reminder type (RFC 8058 one-click and mailto). */
export type UnsubscribeLinks = { https: string; mailto: string };

type ReminderCommon = {
  language: RouteLanguage;
  market: MarketCode;
  measurementSystem: MeasurementSystem;
  parentName: string;
  /** The web app's origin, e.g. https://sprout.example (config's appUrl). */
  appUrl: string;
  unsubscribe: UnsubscribeLinks;
};

/** Season reminder: the coming season in the parent's hemisphere; no children -> a prompt to add one. */
export type SeasonReminderInput = ReminderCommon & {
  season: Season;
  year: number;
  children: ReminderChild[];
};

/** Birthday reminder: one child, 14 days before the birthday (test e-mails leave fields out). */
export type BirthdayReminderInput = ReminderCommon & {
  child: Partial<ReminderChild> & {
    /** The birth date as the e-mail prints it (already formatted), when known. */
    birthDate?: string;
    upcomingAge?: number;
    /** ISO date of the birthday the reminder is for, when known. */
    birthday?: string;
  };
};

/** A rendered reminder: subject, plain text, HTML, and the List-Unsubscribe headers. */
export type RenderedReminder = RenderedMail & { headers: Record<string, string> };
