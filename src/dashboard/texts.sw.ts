import type { firstRunScreensEnglish } from './texts.en';

/** The dashboard's texts in Swahili, key for key with `texts.en.ts`. */
export const firstRunScreensSwahili = {
  saluni: {
    firstRun: {
      title: 'Andaa saluni yako',
      intro:
        'Hatua chache kabla mteja wa kwanza hajafika. Kila hatua inajiwekea alama ikikamilika; unaweza kuzifanya kwa mpangilio wowote.',
      progress: '%{done} kati ya %{total} zimekamilika',
      hide: 'Ficha orodha',
      done: 'Imekamilika',
      notDone: 'Bado haijakamilika',
      steps: {
        settings: {
          title: 'Kagua mipangilio ya biashara',
          hint: 'Nchi, sarafu, saa za eneo na nembo. Malipo ya M-Pesa hayahitaji kuandaliwa: hifadhi mipangilio mara moja kukamilisha hatua hii.',
          action: 'Fungua mipangilio',
        },
        services: {
          title: 'Ongeza huduma zako',
          hint: 'Miadi na malipo hutoa huduma ulizoorodhesha tu, kila moja na bei na muda wake.',
          action: 'Fungua huduma',
        },
        staff: {
          title: 'Ongeza wafanyakazi na saa zao za kazi',
          hint: 'Miadi hufuata saa za kazi za kila mfanyakazi: kwa pamoja ndizo saa zako za kufungua.',
          action: 'Fungua wafanyakazi',
        },
        rooms: {
          title: 'Ongeza vyumba au viti vyako',
          hint: 'Chumba huwekwa pamoja na mfanyakazi, hivyo wateja wawili hawashiriki kimoja.',
          action: 'Fungua vyumba',
        },
        sms: {
          title: 'Nunua kifurushi cha SMS',
          hint: 'Vikumbusho na ujumbe kwa wateja hutumwa kwa SMS kutoka kifurushi chako, kinacholipwa kwa M-Pesa.',
          action: 'Fungua vifurushi vya SMS',
        },
        booking: {
          title: 'Weka miadi ya kwanza',
          hint: 'Mwekee mteja miadi yenye huduma na mfanyakazi uone siku yako ikijaa.',
          action: 'Mwekee mteja wa kwanza miadi',
        },
      },
      starter: {
        offer: 'Ongeza huduma za kuanzia',
        title: 'Huduma za kuanzia',
        intro:
          'Chagua huduma ambazo saluni yako inatoa: zitaundwa kwa bei za kawaida kwa %{currency}, unazoweza kubadilisha baadaye. Majina yaliyo tayari kwenye orodha yako yanarukwa.',
        salonType: 'Aina ya saluni',
        salonTypes: {
          hair: 'Saluni ya nywele',
          barber: 'Kinyozi',
          nails: 'Saluni ya kucha',
          spa: 'Spa ya urembo',
        },
        duration: 'Dakika %{minutes}',
        add: 'Ongeza huduma %{smart_count} |||| Ongeza huduma %{smart_count}',
        added: 'Huduma %{smart_count} imeongezwa |||| Huduma %{smart_count} zimeongezwa',
        nothingNew: 'Huduma hizo tayari ziko kwenye orodha yako',
      },
    },
  },
} satisfies typeof firstRunScreensEnglish;
