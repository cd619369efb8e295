import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { onMailQueued } from './mail/on-mail-queued';
export { onUserProfileCreated } from './users/on-user-profile-created';
