import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the client page's consultation forms, feedback and Google reviews, and the client form's picture and categories. In English they join the catalogue when those screens load
 * (src/client-records/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const clientRecordsScreensEnglish = {
  saluni: {
    clientRecords: {
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
    clients: {
      image: { hint: 'Drop a photo here, or click to choose one' },
      noCategoriesAvailable: 'No client categories yet',
    },
  },
} satisfies MessageTree;
