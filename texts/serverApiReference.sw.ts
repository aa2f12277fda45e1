import type { serverApiReferenceEnglish } from './serverApiReference.en';

/** The API reference page's words in Swahili, key for key with `serverApiReference.en.ts`. */
export const serverApiReferenceSwahili = {
  saluni: {
    apiReference: {
      title: 'Marejeo ya API ya Saluni',
      intro: 'Kila ombi la API, kwa makundi ya maeneo. Maelezo hayo hayo, kama OpenAPI 3.1:',
      document: 'hati ya OpenAPI',
      areas: 'Maeneo',
      whoMayCall: 'Nani anaweza kuita',
      parameters: 'Vigezo',
      requestBody: 'Kiini cha ombi',
      replies: 'Majibu',
      required: 'lazima',
      optional: 'si lazima',
      records: 'Rekodi',
      access: {
        public: 'Mtu yeyote',
        signedIn: 'Mtumiaji yeyote aliyeingia',
        member: 'Mwanachama yeyote wa biashara',
        module:
          'Mwanachama ambaye jukumu lake linaruhusu %{action} katika %{module} (wamiliki na wasimamizi daima)',
      },
    },
  },
} satisfies typeof serverApiReferenceEnglish;
