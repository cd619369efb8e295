/** Reminder unsubscribe (issue 15): the signed links for the templates, and the endpoint. */
export { unsubscribeLinks } from './unsubscribe-links';
export { reminderUnsubscribe } from './reminder-unsubscribe';
export { unsubscribeSecret } from '../../config';
