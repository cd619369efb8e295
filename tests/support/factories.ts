import { Timestamp } from 'firebase-admin/firestore';
import {
  productMatchKeys,
  type ChildData,
  type MeasurementData,
  type ParentHeightsData,
  type ProductData,
  type SavedProduct,
  type ShareData,
  type SubscriptionData,
  type UserProfile,
} from '@sprout/core';

/**
 * Test data: one valid document of each type the suites write, typed with core's document types.
 * Every factory takes the fields that matter to a test as overrides; the rest are plausible
 * defaults that the security rules accept. Times default to now (ISO), as the app writes them.
 */

const isoNow = () => new Date().toISOString();

/** An address no other test (or earlier run) has used. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sprout.test`;
const dayMs = 86_400_000;

type ProfileStamped = 'termsAcceptedAt' | 'createdAt';
type ProfileFields = Pick<UserProfile, 'email'> & Partial<Omit<UserProfile, ProfileStamped>>;

/**
 * `users/{uid}`: a profile as sign-up leaves it (US market, English, metric, reminders on). Its
 * acceptance and creation times are the server's: an Admin SDK Timestamp of now unless `stamp`
 * says otherwise (a client writing under the rules passes its SDK's serverTimestamp()).
 */
export function profileData(fields: ProfileFields): UserProfile;
export function profileData<T>(
  fields: ProfileFields,
  stamp: T,
): Omit<UserProfile, ProfileStamped> & Record<ProfileStamped, T>;
export function profileData(fields: ProfileFields, stamp: unknown = Timestamp.now()) {
  const now = stamp;
  return {
    name: 'Pat Parent',
    locale: 'US',
    language: 'en-US',
    measurementSystem: 'metric',
    emailReminders: true,
    birthdayReminders: true,
    termsAcceptedAt: now,
    createdAt: now,
    ...fields,
  };
}

/**
 * `children/{id}`: a child of `ownerId`. It names no followers: following is a subscription
 * (`subscriptionData`).
 */
export function childData(ownerId: string, fields: Partial<ChildData> = {}): ChildData {
  return {
    ownerId,
    name: 'Noa',
    birthDate: '2021-03-15',
    gender: 'female',
    createdAt: isoNow(),
    ...fields,
  };
}

/** `children/{id}/measurements/{id}`: as the measurement form stores it (metric, no percentiles). */
export function measurementData(fields: Partial<MeasurementData> = {}): MeasurementData {
  return {
    measuredAt: '2026-10-01',
    height: 101.5,
    weight: 16.2,
    footLength: 16.4,
    createdAt: isoNow(),
    ...fields,
  };
}

/** `children/{id}/private/parents`: as the edit-child dialog saves it (both heights given). */
export function parentHeightsData(fields: Partial<ParentHeightsData> = {}): ParentHeightsData {
  return { motherCm: 164.5, fatherCm: 181, updatedAt: isoNow(), ...fields };
}

/** `products/{id}` without its matchKeys: a unisex winter jacket, EU 92-104, for every market. */
export function productData(fields: Partial<ProductData> = {}): ProductData {
  return {
    country: 'global',
    seasons: ['winter'],
    category: 'clothes',
    subcategory: 'Outerwear',
    item: 'Winter jackets',
    genderType: 'unisex',
    minSize: '92',
    maxSize: '104',
    usMinSize: '2T',
    usMaxSize: '4T',
    title: 'Winter jackets - Warm winter jacket',
    imageUrl: 'https://img.example.com/jacket.jpg',
    affiliateUrl: 'https://shop.example.com/jacket?ref=sprout',
    priceEur: 49.9,
    active: true,
    createdAt: isoNow(),
    ...fields,
  };
}

/** A catalogue document as the functions, the seed and the admin form store it: with matchKeys. */
export function catalogueProduct(data: ProductData): ProductData & { matchKeys: string[] } {
  return { ...data, matchKeys: productMatchKeys(data) };
}

/** `users/{uid}/savedProducts/{id}`: the product as the app syncs it, its id, when it was saved. */
export function savedProductData(id: string, fields: Partial<SavedProduct> = {}): SavedProduct {
  return { ...productData(), id, savedAt: isoNow(), ...fields };
}

/** `shares/{token}`: a link as createShare stores it, by default 7 days from its creation. */
export function shareData(
  fields: Pick<ShareData, 'childId' | 'ownerId'> & Partial<ShareData>,
): ShareData {
  const createdAt = fields.createdAt ?? isoNow();
  return {
    expiresAt: new Date(Date.parse(createdAt) + 7 * dayMs).toISOString(),
    createdAt,
    ...fields,
  };
}

/**
 * `subscriptions/{childId}_{subscriberId}`: someone following a child, as subscribe stores it: a
 * follower (no role) unless `role` says 'guardian'.
 */
export function subscriptionData(
  fields: Pick<SubscriptionData, 'childId' | 'subscriberId' | 'ownerId'> &
    Partial<SubscriptionData>,
): SubscriptionData {
  return { createdAt: isoNow(), ...fields };
}
