import type { MessageTree } from '../merge';

/** Texts of consultation forms, feedback and Google reviews (server messages and screens). */
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
      consultationForm: {
        title: 'Consultation forms',
        add: 'Add consultation form',
        addTitle: 'New consultation form',
        editTitle: 'Edit consultation form',
        name: 'Form name',
        questions: 'Questions',
        question: 'Question',
        answer: 'Answer',
        empty: 'No consultation forms yet',
        history: 'History',
        historyTitle: 'Consultation form history',
        version: 'Version %{version}',
        currentVersion: 'Version %{version} (current)',
        savedAt: 'Saved %{date}',
        noAnswer: 'No answer',
        summary:
          '%{smart_count} question · version %{version} · %{date} |||| %{smart_count} questions · version %{version} · %{date}',
      },
      feedback: {
        tab: 'Feedback',
        add: 'Record feedback',
        addTitle: 'Record feedback',
        editTitle: 'Edit feedback',
        empty: 'No feedback yet',
      },
      googleReviews: {
        import: 'Import CSV',
        importTitle: 'Import Google reviews',
        importHint:
          'A CSV file with a header row: reviewer, rating (1 to 5), comment (optional), date (YYYY-MM-DD).',
        chooseFile: 'Choose CSV file',
        importing: 'Importing…',
        imported: '%{imported} imported, %{skipped} already there',
        start: 'Import',
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
