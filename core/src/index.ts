export * from './locale/languages';
export * from './firestore-paths';
export * from './profile/profile.types';
export * from './profile/profile.schema';
export * from './validation/validation-codes';
export * from './profile/password-strength';
