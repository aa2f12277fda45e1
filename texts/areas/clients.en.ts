import type { MessageTree } from '../merge';

/**
 * The client resources' field labels and the messages page's menu entry (the shell reads them);
 * the client screens' own texts load with them (src/clients/texts.en.ts).
 */
export const clientsEnglish = {
  saluni: {
    clients: {
      /** The menu entry of the messages page (/messages); the page's own texts load with it. */
      messagesMenu: 'Messages',
    },
  },
  resources: {
    client: {
      fields: {
        categories: 'Categories',
        createdAt: 'Added on',
        emailOptOut: 'No e-mail (opted out)',
        smsOptOut: 'No SMS (opted out)',
      },
    },
    'client-category': { fields: { clientCount: 'Clients' } },
  },
} satisfies MessageTree;
