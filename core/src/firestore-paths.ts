import type { DocumentKind } from './firestore-documents.types';

/** Collection names and document paths: the one list web, functions, rules tests and seed share. */
export const collections = {
  users: 'users',
  children: 'children',
  measurements: 'measurements',
  predictions: 'predictions',
  shares: 'shares',
  shareTombstones: 'shareTombstones',
  subscriptions: 'subscriptions',
  products: 'products',
  savedProducts: 'savedProducts',
  admins: 'admins',
  adminSessions: 'adminSessions',
  adminActions: 'adminActions',
  authLogs: 'authLogs',
  adminConfig: 'adminConfig',
  mail: 'mail',
  indexes: 'indexes',
  rateLimits: 'rateLimits',
} as const;

/**
 * A document's path, marked with the kind of document it holds (DocumentTypes), so a typed
 * reference can be made from the path alone. A plain string at run time.
 */
export type DocumentPath<K extends DocumentKind> = string & { readonly __document: K };
/** A collection's path, marked with the kind of its documents. A plain string at run time. */
export type CollectionPath<K extends DocumentKind> = string & { readonly __collection: K };

const documentAt = <K extends DocumentKind>(path: string) => path as DocumentPath<K>;
const collectionAt = <K extends DocumentKind>(path: string) => path as CollectionPath<K>;

/** Every address web and functions read or write, each typed by its kind of document. */
export const paths = {
  user: (uid: string) => documentAt<'user'>(`${collections.users}/${uid}`),
  savedProducts: (uid: string) =>
    collectionAt<'savedProduct'>(`${collections.users}/${uid}/${collections.savedProducts}`),
  savedProduct: (uid: string, productId: string) =>
    documentAt<'savedProduct'>(
      `${collections.users}/${uid}/${collections.savedProducts}/${productId}`,
    ),
  /** The ids of the user's children, which the rules count (limits/write-caps.ts). */
  childIndex: (uid: string) =>
    documentAt<'idIndex'>(`${collections.users}/${uid}/${collections.indexes}/children`),
  /**
   * Marks a profile whose welcome e-mail waits for the address to be verified (server-only;
   * it goes with the profile when the account is deleted).
   */
  welcomePending: (uid: string) =>
    documentAt<'welcomePending'>(`${collections.users}/${uid}/private/welcome`),
  /** The ids of the user's saved products, which the rules count. */
  savedProductIndex: (uid: string) =>
    documentAt<'idIndex'>(`${collections.users}/${uid}/${collections.indexes}/savedProducts`),
  /** The ids of a child's measurements, which the rules count. */
  measurementIndex: (childId: string) =>
    documentAt<'idIndex'>(`${collections.children}/${childId}/${collections.indexes}/measurements`),
  children: collectionAt<'child'>(collections.children),
  child: (childId: string) => documentAt<'child'>(`${collections.children}/${childId}`),
  measurements: (childId: string) =>
    collectionAt<'measurement'>(`${collections.children}/${childId}/${collections.measurements}`),
  measurement: (childId: string, measurementId: string) =>
    documentAt<'measurement'>(
      `${collections.children}/${childId}/${collections.measurements}/${measurementId}`,
    ),
  /**
   * The parents' heights of a child (owner only: followers read the child, its measurements and
   * forecast, never this). Under `private/` so that no rule opening the child's other
   * subcollections reaches it.
   */
  parentHeights: (childId: string) =>
    documentAt<'parentHeights'>(`${collections.children}/${childId}/private/parents`),
  predictions: (childId: string) =>
    collectionAt<'prediction'>(`${collections.children}/${childId}/${collections.predictions}`),
  prediction: (childId: string, predictionId: string) =>
    documentAt<'prediction'>(
      `${collections.children}/${childId}/${collections.predictions}/${predictionId}`,
    ),
  shares: collectionAt<'share'>(collections.shares),
  share: (token: string) => documentAt<'share'>(`${collections.shares}/${token}`),
  shareTombstone: (token: string) =>
    documentAt<'shareTombstone'>(`${collections.shareTombstones}/${token}`),
  subscriptions: collectionAt<'subscription'>(collections.subscriptions),
  subscription: (id: string) => documentAt<'subscription'>(`${collections.subscriptions}/${id}`),
  products: collectionAt<'product'>(collections.products),
  product: (productId: string) => documentAt<'product'>(`${collections.products}/${productId}`),
  mail: (mailId: string) => documentAt<'mail'>(`${collections.mail}/${mailId}`),
  authLogs: collectionAt<'authLog'>(collections.authLogs),
  admin: (uid: string) => documentAt<'admin'>(`${collections.admins}/${uid}`),
  /** The admin's TOTP secret: a document of its own, so no read of `admins/{uid}` carries it. */
  adminTotp: (uid: string) => documentAt<'adminTotp'>(`${collections.admins}/${uid}/private/totp`),
  adminSessions: collectionAt<'adminSession'>(collections.adminSessions),
  adminSession: (sessionId: string) =>
    documentAt<'adminSession'>(`${collections.adminSessions}/${sessionId}`),
  adminIpAllowlist: () => documentAt<'adminIpAllowlist'>(`${collections.adminConfig}/ipAllowlist`),
  /** The admin action log (admin-actions.ts), server-only. */
  adminActions: collectionAt<'adminAction'>(collections.adminActions),
  /** A callable's call counter for one caller (limits/rate-limits.ts), server-only. */
  rateLimit: (id: string) => documentAt<'rateLimit'>(`${collections.rateLimits}/${id}`),
};
