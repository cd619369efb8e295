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
  authLogs: 'authLogs',
  adminConfig: 'adminConfig',
  mail: 'mail',
} as const;

export const paths = {
  user: (uid: string) => `${collections.users}/${uid}`,
  child: (childId: string) => `${collections.children}/${childId}`,
  measurements: (childId: string) =>
    `${collections.children}/${childId}/${collections.measurements}`,
  predictions: (childId: string) => `${collections.children}/${childId}/${collections.predictions}`,
  share: (token: string) => `${collections.shares}/${token}`,
  shareTombstone: (token: string) => `${collections.shareTombstones}/${token}`,
  subscription: (id: string) => `${collections.subscriptions}/${id}`,
  product: (productId: string) => `${collections.products}/${productId}`,
  mail: (mailId: string) => `${collections.mail}/${mailId}`,
  admin: (uid: string) => `${collections.admins}/${uid}`,
  /** The admin's TOTP secret: a document of its own, so no read of `admins/{uid}` carries it. */
  adminTotp: (uid: string) => `${collections.admins}/${uid}/private/totp`,
  adminSession: (sessionId: string) => `${collections.adminSessions}/${sessionId}`,
  adminIpAllowlist: () => `${collections.adminConfig}/ipAllowlist`,
};
