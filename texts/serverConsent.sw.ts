import type { serverConsentEnglish } from './serverConsent.en';

/** Marketing's opt-out lines and the unsubscribe page in Swahili, key for key with `serverConsent.en.ts`. */
export const serverConsentSwahili = {
  saluni: {
    consent: {
      smsOptOut: '- %{sender}. Jibu STOP kujiondoa',
      emailOptOut:
        'Unapokea ofa kutoka %{sender} kwa sababu ulikubali. Jiondoe kwa mbofyo mmoja: {link}',
      unsubscribePage: {
        title: 'Jiondoe',
        question: 'Acha kupokea ofa na habari kwa barua pepe kutoka %{sender}?',
        button: 'Jiondoe',
        done: 'Imekamilika: %{sender} hatakutumia tena ofa kwa barua pepe. Ujumbe kuhusu miadi yako utaendelea kuja.',
        unknown: 'Kiungo hiki si halali.',
      },
    },
  },
} satisfies typeof serverConsentEnglish;
