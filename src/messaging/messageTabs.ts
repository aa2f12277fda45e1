/** The messages page's tabs, by `?tab=` id. */
export const MESSAGE_TABS = [
  { id: 'email', label: 'saluni.messaging.page.emailTab' },
  { id: 'sms', label: 'saluni.messaging.page.smsTab' },
  { id: 'bundles', label: 'saluni.messaging.page.bundlesTab' },
] as const;
