import type { bookingFlowEnglish } from './bookingFlow.en';

/** The booking site's flow in Swahili, key for key with `bookingFlow.en.ts`. */
export const bookingFlowSwahili = {
  saluni: {
    bookingFlow: {
      validation: {
        holdToken: 'Uhifadhi huu umeisha muda au haupo: chagua muda tena',
        holdNotHeld: 'Muda huu haujashikiliwa tena kwa ajili yako: chagua muda tena',
        fullName: 'Weka jina lako',
        phone: 'Weka namba sahihi ya simu',
        phoneKE: 'Weka namba ya simu ya Kenya: 07XX XXX XXX au 01XX XXX XXX',
        phoneAU: 'Weka namba ya simu ya Australia: 04XX XXX XXX',
        emailRequired: 'Weka anwani yako ya barua pepe',
        email: 'Weka anwani sahihi ya barua pepe',
        channel: 'Chagua SMS au barua pepe',
        emailChannelNeedsEmail: 'Weka anwani ya barua pepe ili kupokea msimbo kwa barua pepe',
        language: 'Chagua Kiingereza au Kiswahili',
        code: 'Weka msimbo wa tarakimu 6',
        codeWrong:
          'Msimbo huu si sahihi: limebaki jaribio %{smart_count} |||| Msimbo huu si sahihi: yamebaki majaribio %{smart_count}',
        codeDead: 'Msimbo huu hauwezi kutumika tena: omba mpya',
        noCode: 'Omba msimbo kwanza',
        tooManyCodes: 'Misimbo mingi mno imeombwa kwa uhifadhi huu: chagua muda tena',
        notVerified: 'Thibitisha namba yako ya simu kwa msimbo kwanza',
        acceptPolicy: 'Kubali sera ili uweke miadi',
        payWith: 'Chagua M-Pesa au kadi',
        marketingOptIn: 'Weka alama kwenye kisanduku au kiache wazi',
        mpesaOnlyKes: 'M-Pesa hupokea shilingi za Kenya pekee: chagua kadi',
        start: 'Chagua muda wa kuanza',
        tooLateToMove: 'Miadi hii haiwezi kuhamishwa tena: muda wa kubadilisha bure umekwisha',
        notLive: 'Miadi hii haipo hai tena',
        siteNotSet:
          'Weka kwanza tovuti ya miadi (anwani yake) katika mipangilio ya miadi mtandaoni',
        smsBalanceEmpty:
          'Salio la SMS limeisha na mteja hana barua pepe: nunua SMS au ongeza barua pepe',
        nothingToPay: 'Hakuna kinachodaiwa kwa miadi hii',
        noContact: 'Mteja hana namba ya simu wala barua pepe',
        noSmsNoEmail:
          'Biashara haiwezi kutuma SMS sasa hivi: weka anwani ya barua pepe ili kupokea msimbo',
        tooManyRequests:
          'Majaribio mengi mno: jaribu tena baada ya dakika %{smart_count} |||| Majaribio mengi mno: jaribu tena baada ya dakika %{smart_count}',
      },
      code: {
        sms: '%{code} ni msimbo wako wa miadi ya %{business}. Unaisha baada ya dakika %{minutes}.',
        emailSubject: 'Msimbo wako wa miadi ya %{business}',
        emailBody:
          'Habari %{name},\n\nMsimbo wako wa miadi ni %{code}. Unaisha baada ya dakika %{minutes}.\n\nIkiwa hukuuomba, puuza ujumbe huu.\n\n%{business}',
      },
      link: {
        sms: '%{business}: miadi yako tarehe %{when}. Ithibitishe%{deposit} hapa: %{link}',
        deposit: ' na ulipe amana ya %{amount} kabla ya %{dueBy}',
        emailSubject: 'Thibitisha miadi yako katika %{business}',
        emailBody:
          'Habari %{name},\n\nMiadi yako katika %{business} ni tarehe %{when}. Ithibitishe%{deposit} hapa:\n%{link}\n\n%{business}',
      },
      calendar: {
        summary: '%{services} katika %{business}',
        description:
          'Na %{employee}. Ona, hamisha au ghairi miadi yako kupitia kiungo ulichopokea.',
      },
    },
  },
} satisfies typeof bookingFlowEnglish;
