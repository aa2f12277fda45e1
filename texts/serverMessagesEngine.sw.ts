import type { serverMessagesEngineEnglish } from './serverMessagesEngine.en';

/** The messages engine's words in Swahili, key for key with `serverMessagesEngine.en.ts`. */
export const serverMessagesEngineSwahili = {
  saluni: {
    messageSettings: {
      validation: {
        boolean: 'Chagua kuwasha au kuzima',
        reminders: 'Vikumbusho visivyozidi 4, kila kimoja kwa muda tofauti',
        minutesBefore: 'Kikumbusho hutumwa kati ya dakika 15 na siku 7 kabla ya miadi',
        senderName: 'Jina la mtumaji lisizidi herufi 40',
        time: 'Andika saa kama HH:mm, kwa mfano 07:30',
        quietHours: 'Toa mwanzo na mwisho wa muda wa kutuma, au usitoe vyote',
        reviewLink: 'Kiungo cha maoni kianze na http:// au https://',
        hoursAfter: 'Ombi la maoni hutumwa kati ya saa 0 na 72 baada ya ziara',
        graceDays: 'Muda wa ziada uwe kati ya siku 0 na 90',
        winbackDays: 'Kumrudisha mteja husubiri kati ya siku 30 na 730',
      },
    },
    messageTemplates: {
      validation: {
        kind: 'Chagua aina ya ujumbe',
        language: 'Chagua Kiingereza au Kiswahili',
        smsBody: 'Maandishi ya SMS yanahitajika na yasizidi herufi 1000',
        emailSubject: 'Kichwa cha barua pepe kinahitajika na kisizidi herufi 200',
        emailBody: 'Maandishi ya barua pepe yanahitajika na yasizidi herufi 5000',
        unknownPlaceholder: 'Kishika nafasi %{name} hakijulikani: tumia kimojawapo cha %{names}',
      },
      sample: {
        services: 'Kunyoa nywele',
        manageLink: 'https://saluni.example/book/saluni-yako/manage',
      },
    },
    messageNotices: {
      smsBalanceSpent: {
        subject: '%{business}: salio la SMS limekwisha',
        body: 'Salio la SMS la %{business} limekwisha, kwa hiyo ujumbe kwa wateja sasa unatumwa kwa barua pepe kwa walio na anwani, na hauwezi kuwafikia wasio nayo. Ongeza salio la SMS ili kutuma kwa SMS tena.',
      },
    },
  },
} satisfies typeof serverMessagesEngineEnglish;
