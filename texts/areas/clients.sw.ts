import type { clientsEnglish } from './clients.en';

/** The clients area's texts in Swahili, key for key with `clients.en.ts`. */
export const clientsSwahili = {
  saluni: {
    clients: {
      /** Column headers of clients.csv (GET /v1/client/export). */
      export: {
        button: 'Pakua',
      },
      list: {
        empty: 'Bado hakuna wateja',
        emptyHint: 'Ongeza mteja wako wa kwanza ili uanze kuhifadhi taarifa zao.',
        categoryFilter: 'Kategoria',
      },
      image: {
        hint: 'Buruta picha hapa, au bofya kuchagua moja',
      },
      detail: {
        profile: 'Wasifu',
        categories: 'Kategoria',
        noCategories: 'Hayumo katika kategoria yoyote',
        contact: 'Mawasiliano',
        edit: 'Hariri',
        noValue: '—',
      },
      tabs: {
        profile: 'Wasifu',
        appointments: 'Miadi',
        purchases: 'Manunuzi',
        memberships: 'Uanachama',
        vouchers: 'Vocha',
      },
      empty: {
        purchases: 'Bado hakuna manunuzi',
        memberships: 'Bado hakuna uanachama',
        vouchers: 'Bado hakuna vocha',
      },
      summary: {
        total: 'Wateja',
        newThisMonth: 'Wapya mwezi huu',
      },
      noCategoriesAvailable: 'Bado hakuna kategoria za wateja',
      /** The menu entry of the messages page (/messages); the page's own texts load with it. */
      messagesMenu: 'Jumbe',
    },
  },
  resources: {
    client: {
      fields: {
        categories: 'Kategoria',
        createdAt: 'Aliongezwa tarehe',
        emailOptOut: 'Hapokei barua pepe (amejiondoa)',
        smsOptOut: 'Hapokei SMS (amejiondoa)',
      },
    },
    'client-category': {
      fields: { clientCount: 'Wateja' },
    },
  },
} satisfies typeof clientsEnglish;
