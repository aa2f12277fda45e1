import type { serverRepliesEnglish } from './serverReplies.en';

/** The replies' words in Swahili, key for key with `serverReplies.en.ts`. */
export const serverRepliesSwahili = {
  saluni: {
    replies: {
      manageLink: 'Angalia, hamisha au ghairi miadi yako katika %{salon}: %{link}',
      optedOut:
        'Hutapokea tena matangazo kutoka %{salon}. Ujumbe kuhusu miadi yako utaendelea kufika.',
      emailSubject: 'Ujumbe kutoka %{salon}',
      validation: {
        bodyRequired: 'Andika ujumbe',
        bodyTooLong: 'Ujumbe unaweza kuwa na herufi %{max} kwa zaidi',
        clientNotFound: 'Mteja huyu hakupatikana',
        appointmentNotFound: 'Miadi hii si ya mteja huyu',
        noAddress: 'Mteja hana anwani ya njia hii',
        whatsappWindowClosed:
          'WhatsApp inapokea jibu huru ndani ya saa 24 tu tangu ujumbe wa mwisho wa mteja wa WhatsApp; tuma SMS au barua pepe badala yake',
        notEnoughSms: 'Hakuna SMS za kutosha kutuma jibu hili',
        clientOrAppointment: 'Taja mteja au miadi',
        notADay: 'Andika siku kama YYYY-MM-DD',
        toBeforeFrom: 'Mwisho unakuja kabla ya mwanzo',
      },
    },
  },
} satisfies typeof serverRepliesEnglish;
