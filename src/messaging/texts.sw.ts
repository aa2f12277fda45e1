import type { messagingScreensEnglish } from './texts.en';

/** The messaging and SMS bundle screens' texts in Swahili, key for key with `messagingScreens.en.ts`. */
export const messagingScreensSwahili = {
  saluni: {
    messaging: {
      contact: {
        clients: 'Wateja',
        clientsHint: 'Tafuta wateja kwa jina, simu au barua pepe',
        subject: 'Kichwa',
        body: 'Ujumbe',
        message: 'Ujumbe',
        send: 'Tuma',
        counter: 'Herufi %{characters} · SMS %{segments} kwa kila mteja',
        unicodeHint: 'Herufi maalum au emoji hufanya kila SMS ibebe herufi 70 badala ya 160.',
        balance: 'SMS zilizobaki: %{n}',
        skipped: 'Haukutumwa kwa wateja %{n} kati ya %{total}:',
        optedOut: '%{n} walijiondoa',
        noAddress: '%{n} hawana anwani',
        queuedCount: 'Umepangwa kwa wateja %{n} kati ya %{total}.',
        done: 'Maliza',
      },
      audience: {
        recipients:
          'Mteja %{smart_count} atapata ujumbe huu |||| Wateja %{smart_count} watapata ujumbe huu',
        noConsent:
          '%{smart_count} ameachwa kwa sababu hajakubali matangazo |||| %{smart_count} wameachwa kwa sababu hawajakubali matangazo',
        optedOut: '%{smart_count} amejiondoa |||| %{smart_count} wamejiondoa',
        noPhone: '%{smart_count} hana namba ya simu |||| %{smart_count} hawana namba ya simu',
        noEmail: '%{smart_count} hana barua pepe |||| %{smart_count} hawana barua pepe',
      },
      page: {
        title: 'Jumbe',
        emailTab: 'Barua pepe',
        smsTab: 'SMS',
        bundlesTab: 'Vifurushi vya SMS',
        newMessage: 'Ujumbe mpya',
        noEmails: 'Bado hakuna barua pepe zilizotumwa kwa wateja',
        noSms: 'Bado hakuna SMS zilizotumwa kwa wateja',
        emptyHint:
          'Jumbe unazotuma kutoka Wasiliana na Mteja huonekana hapa, pamoja na kilichompata kila mpokeaji.',
        sentBy: 'Imetumwa na %{name} tarehe %{date}',
        sentOn: 'Imetumwa tarehe %{date}',
        recipients: 'Wapokeaji',
        units: 'SMS %{segments} kwa kila mteja, %{units} zimetumika',
        deleteLabel: 'Futa ujumbe',
        deleteTitle: 'Ufute ujumbe huu?',
        deleteContent: 'Unaondoka kwenye orodha; jumbe zilizokwisha kutumwa zinabaki zimetumwa.',
        loadFailed: 'Jumbe hazikuweza kupakiwa.',
      },
      counts: {
        total: 'Wapokeaji: %{n}',
        queued: 'Kwenye foleni: %{n}',
        sent: 'Zimetumwa: %{n}',
        delivered: 'Zimefika: %{n}',
        failed: 'Zimeshindwa: %{n}',
        skipped: 'Zimerukwa: %{n}',
      },
      status: {
        queued: 'Kwenye foleni',
        sent: 'Imetumwa',
        delivered: 'Imefika',
        failed: 'Imeshindwa',
        skipped: 'Imerukwa',
      },
      skipReason: { optedOut: 'amejiondoa', noAddress: 'hana anwani' },
    },
  },
} satisfies typeof messagingScreensEnglish;
