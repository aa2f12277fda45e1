/**
 * The react-admin names of the messaging screens, which are not registry resources: the app's
 * `canAccess` maps them to their modules (src/auth/permissions.ts).
 */
export const CLIENT_MESSAGE_RESOURCE = 'client-message';
export const SMS_BUNDLE_RESOURCE = 'sms-bundle';

/** The messages page (Email, SMS and SMS bundles tabs, `?tab=`). */
export const MESSAGES_PATH = '/messages';

/** Its tabs, by `?tab=` id. */
export const MESSAGE_TABS = [
  { id: 'email', label: 'saluni.messaging.page.emailTab' },
  { id: 'sms', label: 'saluni.messaging.page.smsTab' },
  { id: 'bundles', label: 'saluni.messaging.page.bundlesTab' },
] as const;
