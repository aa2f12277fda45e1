import type { clientRecordsEnglish } from './clientRecords.en';

/** Consultation forms, feedback and Google reviews in Swahili, key for key with `clientRecords.en.ts`. */
export const clientRecordsSwahili = {
  saluni: {
    clientRecords: {
      validation: {
        ratingRequired: 'Alama inahitajika',
        commentRequired: 'Maoni yanahitajika',
        reviewerRequired: 'Jina la mtoa tathmini linahitajika',
        formRequired: 'Fomu inahitajika',
        formNameRequired: 'Jina la fomu linahitajika',
        questionRequired: 'Swali linahitajika',
        questionsRequired: 'Ongeza angalau swali moja',
        answerText: 'Jibu lazima liwe maandishi',
      },
      toast: {
        consultationFormUpdated: 'Fomu ya ushauri imesasishwa',
        feedback: {
          created: 'Maoni yamerekodiwa',
          updated: 'Maoni yamesasishwa',
          deleted: 'Maoni yamefutwa',
        },
        googleReview: {
          created: 'Tathmini ya Google imeongezwa',
          updated: 'Tathmini ya Google imesasishwa',
          deleted: 'Tathmini ya Google imefutwa',
        },
      },
    },
  },
  resources: {
    feedback: {
      name: 'Maoni |||| Maoni',
      fields: { clientId: 'Mteja', rating: 'Alama', comment: 'Maoni', createdAt: 'Tarehe' },
    },
    'google-review': {
      name: 'Tathmini ya Google |||| Tathmini za Google',
      fields: {
        reviewer: 'Mtoa tathmini',
        rating: 'Alama',
        comment: 'Maoni',
        reviewedOn: 'Tarehe',
      },
    },
  },
} satisfies typeof clientRecordsEnglish;
