import type { searchEnglish } from './searchTexts.en';

/** The app bar's search texts in Swahili, key for key with `searchTexts.en.ts`. */
export const searchSwahili = {
  saluni: {
    search: {
      label: 'Tafuta wateja, miadi na oda',
      placeholder: 'Jina, simu au namba ya oda',
      close: 'Funga utafutaji',
      hint: 'Andika jina, simu au barua pepe ya mteja, au namba ya oda',
      loading: 'Inatafuta…',
      empty:
        'Hakuna kinacholingana na “%{term}”. Jaribu sehemu ya jina, namba ya simu kama unavyoipiga, au namba ya oda.',
      notAllowed: 'Nafasi yako katika biashara hii hairuhusiwi kuona wateja, miadi wala oda.',
      kinds: { clients: 'Wateja', appointments: 'Miadi', orders: 'Oda' },
      order: 'Oda #%{number}',
    },
  },
} satisfies typeof searchEnglish;
