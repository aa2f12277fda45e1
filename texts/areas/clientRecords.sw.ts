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
      consultationForm: {
        title: 'Fomu za ushauri',
        add: 'Ongeza fomu ya ushauri',
        addTitle: 'Fomu mpya ya ushauri',
        editTitle: 'Hariri fomu ya ushauri',
        name: 'Jina la fomu',
        questions: 'Maswali',
        question: 'Swali',
        answer: 'Jibu',
        empty: 'Bado hakuna fomu za ushauri',
        history: 'Historia',
        historyTitle: 'Historia ya fomu ya ushauri',
        version: 'Marekebisho ya %{version}',
        currentVersion: 'Marekebisho ya %{version} (ya sasa)',
        savedAt: 'Ilihifadhiwa %{date}',
        noAnswer: 'Hakuna jibu',
        summary:
          'Swali %{smart_count} · marekebisho ya %{version} · %{date} |||| Maswali %{smart_count} · marekebisho ya %{version} · %{date}',
      },
      feedback: {
        tab: 'Maoni',
        add: 'Rekodi maoni',
        addTitle: 'Rekodi maoni',
        editTitle: 'Hariri maoni',
        empty: 'Bado hakuna maoni',
      },
      googleReviews: {
        import: 'Ingiza CSV',
        importTitle: 'Ingiza tathmini za Google',
        importHint:
          'Faili la CSV lenye safu ya vichwa: reviewer, rating (1 hadi 5), comment (si lazima), date (YYYY-MM-DD).',
        chooseFile: 'Chagua faili la CSV',
        importing: 'Inaingiza…',
        imported: '%{imported} zimeingizwa, %{skipped} zilikuwepo tayari',
        start: 'Ingiza',
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
