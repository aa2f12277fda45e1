import type { MessageTree } from '../../texts/merge';

/**
 * The app bar's search (AppSearch.tsx), which loads after the first paint: in English its texts
 * join the catalogue with it (searchTexts.ts); in Swahili they are part of the Swahili catalogue.
 */
export const searchEnglish = {
  saluni: {
    search: {
      label: 'Search clients, appointments and orders',
      placeholder: 'Name, phone or order No.',
      close: 'Close search',
      hint: 'Type a client’s name, phone or e-mail, or an order number',
      loading: 'Searching…',
      empty:
        'Nothing matches “%{term}”. Try part of a name, a phone number as you would dial it, or an order number.',
      notAllowed: 'Your role in this business may not see clients, appointments or orders.',
      kinds: { clients: 'Clients', appointments: 'Appointments', orders: 'Orders' },
      order: 'Order #%{number}',
    },
  },
} satisfies MessageTree;
