import type { offeringsEnglish } from './offerings.en';

/** The offerings area's texts in Swahili, key for key with `offerings.en.ts`. */
export const offeringsSwahili = {
  saluni: {
    offerings: {
      validation: {
        priceRequired: 'Ongeza angalau bei moja',
        priceMap: 'Kila bei lazima iwe na marudio na kiasi chake',
        frequency: 'Marudio lazima yawe moja kati ya %{choices}',
        priceAmount: 'Kila bei lazima iwe kiasi cha angalau 0 chenye desimali zisizozidi mbili',
        duration: 'Muda lazima uwe namba na kipimo chake',
        durationValue: 'Muda lazima uwe namba kamili kuanzia 1 hadi 120',
        durationType: 'Kipimo cha muda lazima kiwe siku, wiki, mwezi au mwaka',
        valueRequired: 'Thamani inahitajika',
        saleLimitRequired: 'Kikomo cha mauzo kinahitajika',
        validityRequired: 'Muda wa kutumika unahitajika',
        aboveBalance: 'Vocha hii imebakiwa na %{amount} tu',
      },
      sessions: 'Vipindi vya uanachama',
      settings: { menu: 'Mipangilio ya biashara' },
    },
  },
  resources: {
    membership: {
      name: 'Uanachama |||| Uanachama',
      fields: {
        name: 'Jina',
        description: 'Maelezo',
        price: 'Bei',
        duration: 'Muda',
        serviceIds: 'Huduma zinazojumuishwa',
        images: 'Picha',
      },
    },
    voucher: {
      name: 'Vocha ya zawadi |||| Vocha za zawadi',
      fields: {
        name: 'Jina',
        value: 'Thamani',
        saleLimit: 'Kikomo cha mauzo',
        validityDays: 'Inatumika kwa (siku)',
      },
    },
    'membership-session': {
      name: 'Kipindi cha uanachama |||| Vipindi vya uanachama',
      fields: {
        sessionAt: 'Tarehe',
        clientName: 'Mteja',
        membershipName: 'Uanachama',
        serviceName: 'Huduma',
        notes: 'Kumbukumbu',
      },
    },
  },
} satisfies typeof offeringsEnglish;
