/**
 * What the server says about webhook endpoints (docs/areas/webhooks.md): their field checks.
 * Server-only, merged by server/http/catalogues.ts; the settings page has its own pair.
 */
export const serverWebhooksEnglish = {
  saluni: {
    webhooks: {
      validation: {
        url: 'Must be an https address of a public server',
        events: 'Choose at least one event from the list',
        active: 'Must be yes or no',
      },
    },
  },
};
