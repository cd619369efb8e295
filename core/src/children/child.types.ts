import type { Standing } from '../growth/reference.types';
import type { ForecastPoint } from '../growth/forecast';
import type { ChildGender } from '../validation/child.schema';

/**
 * `children/{childId}`. Readable by every follower, so it names nobody but the owner: a
 * follower's access is their subscription document (`subscriptions/{childId}_{uid}`), never a
 * list in here that would show each follower the others.
 */
export type ChildData = {
  ownerId: string;
  name: string;
  birthDate: string;
  gender: ChildGender;
  createdAt: string;
  /**
   * The parent's answer before 18 months: the child walks (true) or not yet (false); absent, the
   * age decides (core's wearsShoes). Shoe sizes and shoe products follow it.
   */
  walks?: boolean;
};

/** `children/{childId}/measurements/{id}`, metric; percentiles are written by the server. */
export type MeasurementData = {
  measuredAt: string;
  height: number;
  weight: number;
  footLength: number;
  chest?: number;
  bust?: number;
  waist?: number;
  hips?: number;
  createdAt: string;
  /** Who entered it (issue 33): the writer's uid and name, as the history shows ("added by Sam"). */
  createdBy?: string;
  createdByName?: string;
  percentiles?: { height: Standing | null; weight: Standing | null; footLength: Standing | null };
};

/**
 * `children/{childId}/private/parents`: the heights of the child's mother and father in cm
 * (each 120-220, null when not given), which the forecast uses as its long-run target. The
 * owner's alone: followers never read it. `updatedAt` is the device's time of the last save.
 */
export type ParentHeightsData = {
  motherCm: number | null;
  fatherCm: number | null;
  updatedAt: string;
};

/** `children/{childId}/predictions/{season}-{year}`: a forecast point, written by the server. */
export type PredictionData = ForecastPoint & {
  generatedAt: string;
  /**
   * The day of the newest measurement behind it (the reminder e-mail says when that is too old
   * for the sizes: core's measurementFreshness). Absent on points written before it existed.
   */
  lastMeasuredAt?: string;
};

export type WithId<T> = T & { id: string };

/** The documents as the screens hold them: data plus the document id. */
export type Child = WithId<ChildData>;
export type Measurement = WithId<MeasurementData>;
export type Prediction = WithId<PredictionData>;
