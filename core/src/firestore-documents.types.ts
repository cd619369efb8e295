import type {
  AdminData,
  AdminIpAllowlistData,
  AdminSessionData,
  AdminTotpData,
} from './admin/admin';
import type {
  ChildData,
  MeasurementData,
  ParentHeightsData,
  PredictionData,
} from './children/child.types';
import type { AdminActionData } from './admin/admin-actions';
import type { MailData } from './mail/mail.types';
import type { ProductDocument, SavedProduct } from './products/product.types';
import type { IdIndexData } from './limits/write-caps';
import type { RateLimitData } from './limits/rate-limits';
import type { AuthLogData } from './profile/auth-log.types';
import type { UserProfile, WelcomePendingData } from './profile/profile.types';
import type { ShareData, ShareTombstoneData, SubscriptionData } from './sharing/share.types';

/**
 * Every kind of Firestore document and what its documents hold: the one list that web and
 * functions type their reads and writes by (their converters pass data through unchanged, so
 * the id is never part of it; `WithId` adds it where a screen needs it). `paths` gives each
 * kind's documents and collections their addresses, typed by kind.
 */
export interface DocumentTypes {
  user: UserProfile;
  welcomePending: WelcomePendingData;
  savedProduct: SavedProduct;
  child: ChildData;
  measurement: MeasurementData;
  parentHeights: ParentHeightsData;
  prediction: PredictionData;
  share: ShareData;
  shareTombstone: ShareTombstoneData;
  subscription: SubscriptionData;
  product: ProductDocument;
  mail: MailData;
  authLog: AuthLogData;
  admin: AdminData;
  adminTotp: AdminTotpData;
  adminSession: AdminSessionData;
  adminAction: AdminActionData;
  adminIpAllowlist: AdminIpAllowlistData;
  idIndex: IdIndexData;
  rateLimit: RateLimitData;
}

export type DocumentKind = keyof DocumentTypes;
