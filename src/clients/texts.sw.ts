import type { clientsScreensEnglish } from './texts.en';

/** The client screens' texts in Swahili, key for key with `texts.en.ts`. */
export const clientsScreensSwahili = {
  saluni: {
    clients: {
      export: { button: 'Pakua' },
      list: {
        empty: 'Bado hakuna wateja',
        emptyHint: 'Ongeza mteja wako wa kwanza ili uanze kuhifadhi taarifa zao.',
        categoryFilter: 'Kategoria',
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
      summary: { total: 'Wateja', newThisMonth: 'Wapya mwezi huu' },
    },
  },
} satisfies typeof clientsScreensEnglish;
