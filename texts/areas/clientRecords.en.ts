import type { MessageTree } from '../merge';

/**
 * The client records' checks and toasts, which the registry's declarations name and the server
 * speaks too, and their resources; the screens' own texts load with them
 * (src/client-records/texts.en.ts).
 */
export const clientRecordsEnglish = {
  saluni: {
    clientRecords: {
      validation: {
        ratingRequired: 'Rating is required',
        commentRequired: 'Comment is required',
        reviewerRequired: 'Reviewer is required',
        formRequired: 'Form is required',
        formNameRequired: 'Form name is required',
        questionRequired: 'Question is required',
        questionsRequired: 'Add at least one question',
        answerText: 'Answer must be text',
      },
      toast: {
        consultationFormUpdated: 'Consultation Form updated',
        feedback: {
          created: 'Feedback recorded',
          updated: 'Feedback updated',
          deleted: 'Feedback deleted',
        },
        googleReview: {
          created: 'Google review added',
          updated: 'Google review updated',
          deleted: 'Google review deleted',
        },
      },
    },
  },
  resources: {
    feedback: {
      name: 'Feedback |||| Feedback',
      fields: { clientId: 'Client', rating: 'Rating', comment: 'Comment', createdAt: 'Date' },
    },
    'google-review': {
      name: 'Google review |||| Google reviews',
      fields: { reviewer: 'Reviewer', rating: 'Rating', comment: 'Comment', reviewedOn: 'Date' },
    },
  },
} satisfies MessageTree;
