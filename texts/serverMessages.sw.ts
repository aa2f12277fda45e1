import type { serverMessagesEnglish } from './serverMessages.en';

/** The messages' own words in Swahili, key for key with `serverMessages.en.ts`. */
export const serverMessagesSwahili = {
  saluni: {
    messageTemplates: {
      depositDue: 'Amana inayodaiwa: %{amount}.',
      confirmation: {
        sms: 'Habari {firstName}, {services} yako na {staff} katika {salon} imewekwa {date} saa {time}. {depositDue} Dhibiti: {manageLink}',
        emailSubject: 'Miadi yako katika {salon}',
        emailBody:
          'Habari {firstName},\n\n{services} yako na {staff} imewekwa {date} saa {time}.\n{address}\n{depositDue}\n\nIone, ihamishe au ighairi hapa: {manageLink}\n\n{salon}',
      },
      moved: {
        sms: 'Habari {firstName}, {services} yako katika {salon} sasa ni {date} saa {time}. Dhibiti: {manageLink}',
        emailSubject: 'Miadi yako katika {salon} imehamishwa',
        emailBody:
          'Habari {firstName},\n\n{services} yako na {staff} sasa ni {date} saa {time}.\n\nIone, ihamishe au ighairi hapa: {manageLink}\n\n{salon}',
      },
      cancelled: {
        sms: 'Habari {firstName}, {services} yako katika {salon} ya {date} saa {time} imeghairiwa.',
        emailSubject: 'Miadi yako katika {salon} imeghairiwa',
        emailBody:
          'Habari {firstName},\n\n{services} yako ya {date} saa {time} imeghairiwa. Tunatumaini kukuona hivi karibuni.\n\n{salon}',
      },
      reminder: {
        sms: 'Kumbusho: {services} na {staff} katika {salon}, {date} saa {time}. Jibu NDIO kuthibitisha, R kuhamisha au kughairi.',
        emailSubject: 'Tukutane {date} katika {salon}',
        emailBody:
          'Habari {firstName},\n\nKumbusho la {services} yako na {staff} {date} saa {time}.\n{address}\n\nIone, ihamishe au ighairi hapa: {manageLink}\n\n{salon}',
      },
      review: {
        sms: 'Asante kwa kutembelea {salon}, {firstName}! Tuambie ilivyokuwa: {reviewLink}',
        emailSubject: 'Ziara yako katika {salon} ilikuwaje?',
        emailBody:
          'Habari {firstName},\n\nAsante kwa kututembelea. Tungependa kusikia ilivyokuwa: {reviewLink}\n\n{salon}',
      },
      birthday: {
        sms: 'Heri ya siku ya kuzaliwa, {firstName}! Jipendeze katika {salon} mwezi huu.',
        emailSubject: 'Heri ya siku ya kuzaliwa kutoka {salon}',
        emailBody:
          'Habari {firstName},\n\nHeri ya siku ya kuzaliwa kutoka kwetu sote katika {salon}!\n\n{salon}',
      },
      rebook: {
        sms: 'Habari {firstName}, ni wakati wa ziara yako ijayo katika {salon}. Weka miadi utakapopenda.',
        emailSubject: 'Ni wakati wa ziara yako ijayo katika {salon}?',
        emailBody:
          'Habari {firstName},\n\nNi wakati wa ziara yako ijayo. Weka miadi utakapopenda.\n\n{salon}',
      },
      winback: {
        sms: 'Habari {firstName}, tunakukumbuka katika {salon}! Njoo utuone hivi karibuni.',
        emailSubject: 'Tunakukumbuka katika {salon}',
        emailBody: 'Habari {firstName},\n\nImepita muda. Tungefurahi kukuona tena.\n\n{salon}',
      },
    },
  },
} satisfies typeof serverMessagesEnglish;
