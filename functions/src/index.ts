import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { onMailQueued } from './mail/on-mail-queued';
export { onUserProfileCreated } from './users/on-user-profile-created';
export { deleteAccount } from './account/delete-account';
export { logAuthEvent } from './account/log-auth-event';
export { setReminders } from './account/set-reminders';
export { onMeasurementWritten } from './children/on-measurement-written';
export { onChildDeleted } from './children/on-child-deleted';
export { createShare } from './sharing/create-share';
export { getSharedChild } from './sharing/get-shared-child';
export { subscribe } from './sharing/subscribe';
export { unsubscribe } from './sharing/unsubscribe';
export { removeSubscriber } from './sharing/remove-subscriber';
export { listShares } from './sharing/list-shares';
export { deleteShare } from './sharing/delete-share';
export { listSubscriptions } from './sharing/list-subscriptions';
export { getRecommendations } from './products/get-recommendations';
