import type { clientsEnglish } from './clients.en';

/** The clients area's texts in Swahili, key for key with `clients.en.ts`. */
export const clientsSwahili = {
  saluni: { clients: { messagesMenu: 'Jumbe' } },
  resources: {
    client: {
      fields: {
        categories: 'Kategoria',
        createdAt: 'Aliongezwa tarehe',
        emailOptOut: 'Hapokei barua pepe (amejiondoa)',
        smsOptOut: 'Hapokei SMS (amejiondoa)',
      },
    },
    'client-category': { fields: { clientCount: 'Wateja' } },
  },
} satisfies typeof clientsEnglish;
