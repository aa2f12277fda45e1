import type { MessageTree } from '../merge';

/** Texts of the clients screens: resource names and field labels, and web app texts of the area. */
export const clientsEnglish = {
  saluni: {
    clients: {
      /** Column headers of clients.csv (GET /v1/client/export). */
      export: {
        button: 'Export',
      },
      list: {
        empty: 'No clients yet',
        emptyHint: 'Add your first client to start keeping their details.',
        categoryFilter: 'Category',
      },
      image: {
        hint: 'Drop a photo here, or click to choose one',
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
      empty: {
        purchases: 'No purchases yet',
        memberships: 'No memberships yet',
        vouchers: 'No vouchers yet',
      },
      summary: {
        total: 'Clients',
        newThisMonth: 'New this month',
      },
      noCategoriesAvailable: 'No client categories yet',
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
    'client-category': {
      fields: { clientCount: 'Clients' },
    },
  },
} satisfies MessageTree;
