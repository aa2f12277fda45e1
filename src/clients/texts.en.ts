import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the client list, the client page and its tabs. In English they join the catalogue when those screens load
 * (src/clients/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const clientsScreensEnglish = {
  saluni: {
    clients: {
      export: { button: 'Export' },
      list: {
        empty: 'No clients yet',
        emptyHint: 'Add your first client to start keeping their details.',
        categoryFilter: 'Category',
      },
      detail: {
        profile: 'Profile',
        categories: 'Categories',
        noCategories: 'Not in any category',
        contact: 'Contact',
        edit: 'Edit',
        noValue: '—',
      },
      tabs: {
        profile: 'Profile',
        appointments: 'Appointments',
        purchases: 'Purchases',
        memberships: 'Memberships',
        vouchers: 'Vouchers',
      },
      summary: { total: 'Clients', newThisMonth: 'New this month' },
    },
  },
} satisfies MessageTree;
