import type { serverWebhooksEnglish } from './serverWebhooks.en';

/** Webhook endpoints' field checks in Swahili, key for key with `serverWebhooks.en.ts`. */
export const serverWebhooksSwahili = {
  saluni: {
    webhooks: {
      validation: {
        url: 'Lazima iwe anwani ya https ya seva ya umma',
        events: 'Chagua angalau tukio moja kutoka kwenye orodha',
        active: 'Lazima iwe ndiyo au hapana',
      },
    },
  },
} satisfies typeof serverWebhooksEnglish;
