import type { clientsEnglish } from './clients.en';

/** The clients area's texts in Swahili, key for key with `clients.en.ts`. */
export const clientsSwahili = {
  saluni: {
    clientConsent: {
      channels: { sms: 'SMS', email: 'Barua pepe', whatsapp: 'WhatsApp' },
      languages: { en: 'Kiingereza', sw: 'Kiswahili' },
    },
    clients: { messagesMenu: 'Jumbe' },
  },
  resources: {
    client: {
      fields: {
        categories: 'Kategoria',
        createdAt: 'Aliongezwa tarehe',
        emailOptOut: 'Hapokei barua pepe (amejiondoa)',
        smsOptOut: 'Hapokei SMS (amejiondoa)',
        preferredChannel: 'Tuma ujumbe kwanza kwa',
        language: 'Lugha ya ujumbe',
        birthday: 'Siku ya kuzaliwa',
        marketingSms: 'Anakubali kupokea ofa kwa SMS',
        marketingEmail: 'Anakubali kupokea ofa kwa barua pepe',
        marketingWhatsapp: 'Anakubali kupokea ofa kwa WhatsApp',
      },
    },
    'client-category': { fields: { clientCount: 'Wateja' } },
  },
} satisfies typeof clientsEnglish;
