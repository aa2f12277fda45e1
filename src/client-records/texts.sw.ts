import type { clientRecordsScreensEnglish } from './texts.en';

/** The client-records screens' texts in Swahili, key for key with `texts.en.ts`. */
export const clientRecordsScreensSwahili = {
  saluni: {
    clientRecords: {
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
    clients: {
      image: { hint: 'Buruta picha hapa, au bofya kuchagua moja' },
      noCategoriesAvailable: 'Bado hakuna kategoria za wateja',
    },
  },
} satisfies typeof clientRecordsScreensEnglish;
