import type { MessageTree } from '../merge';

/**
 * The client resources' field labels and the messages page's menu entry (the shell reads them);
 * the client screens' own texts load with them (src/clients/texts.en.ts).
 */
export const clientsEnglish = {
  saluni: {
    /** The client form's channel and language choices (registry/resources/client.ts). */
    clientConsent: {
      channels: { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp' },
      languages: { en: 'English', sw: 'Swahili' },
    },
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
        preferredChannel: 'Sends messages first by',
        language: 'Language of messages',
        birthday: 'Birthday',
        marketingSms: 'Agrees to receive offers by SMS',
        marketingEmail: 'Agrees to receive offers by e-mail',
        marketingWhatsapp: 'Agrees to receive offers by WhatsApp',
      },
    },
    'client-category': { fields: { clientCount: 'Clients' } },
  },
} satisfies MessageTree;
