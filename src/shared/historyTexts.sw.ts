import type { historyEnglish } from './historyTexts.en';

/** The audit trail's texts in Swahili, key for key with `historyTexts.en.ts`. */
export const historySwahili = {
  saluni: {
    history: {
      title: 'Historia',
      activityTitle: 'Shughuli',
      empty: 'Hakuna mabadiliko yaliyorekodiwa bado',
      when: 'Lini',
      who: 'Nani',
      what: 'Nini',
      changes: 'Mabadiliko',
      address: 'Kutoka %{address}',
      actions: { create: 'Imeundwa', update: 'Imebadilishwa', delete: 'Imefutwa' },
      actors: { public: 'Mgeni (mtandaoni)', system: 'Saluni (yenyewe)' },
      hidden: 'imefichwa',
      blank: 'tupu',
      filters: {
        person: 'Mtu',
        table: 'Aina ya rekodi',
        from: 'Kuanzia',
        to: 'Hadi',
        all: 'Zote',
        clear: 'Futa vichujio',
      },
    },
  },
} satisfies typeof historyEnglish;
