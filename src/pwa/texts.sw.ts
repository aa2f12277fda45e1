import type { pwaEnglish } from './texts.en';

/** The installed app's notices in Swahili, key for key with `texts.en.ts`. */
export const pwaSwahili = {
  saluni: {
    pwa: {
      offline: {
        title: 'Uko nje ya mtandao',
        body: 'Muunganisho umekatika. Unachoona huenda si cha sasa, na hakuna kinachoweza kuhifadhiwa hadi mtandao urudi.',
        notSaved: 'Uko nje ya mtandao: hakuna kilichohifadhiwa. Jaribu tena mtandao ukirudi.',
      },
      update: {
        ready: 'Toleo jipya la Saluni liko tayari',
        reload: 'Pakia upya',
        dismiss: 'Baadaye',
      },
    },
  },
} satisfies typeof pwaEnglish;
