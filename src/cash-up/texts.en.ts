/**
 * Texts of the cash-up screens (/cash-up, its printable summary and the closes in the sales
 * report). In English they join the catalogue when one of those screens loads (src/cash-up/texts.ts);
 * in Swahili they are part of the Swahili catalogue, which loads whole.
 */
export const cashUpEnglish = {
  saluni: {
    cashUp: {
      title: 'Cash-up',
      defaultTill: 'Front desk',
      intro:
        'Count the money in the till and compare it with what the sales say came in since the last close.',
      period: 'Period: %{start} to now',
      periodClosed: '%{start} to %{end}',
      method: 'Method',
      expected: 'Expected',
      counted: 'Counted',
      difference: 'Difference',
      methods: { cash: 'Cash', card: 'Card', 'm-pesa': 'M-Pesa' },
      countedLabel: 'Counted %{method}',
      mpesaCodes: 'M-Pesa receipt codes',
      noMpesa: 'No M-Pesa payments in this period.',
      codePending: 'receipt not yet received',
      nothingYet:
        'No money has come in since the last close. You can still close the till to record an empty count.',
      notes: 'Notes',
      notesHelp: 'Why the count differs, who handed over, anything the next shift should know.',
      close: 'Close till',
      confirmTitle: 'Close the till?',
      confirmText:
        'The period closes now and cannot change afterwards. Sales and refunds from now on count in the next period.',
      confirm: 'Close till',
      cancel: 'Cancel',
      closed: 'Till closed',
      notAllowed:
        'Your role may not see the cash-up. Ask the owner for the Sales - Cash-up permission.',
      loadFailed: 'The expected figures could not be loaded: %{message}',
      summary: {
        title: 'Cash-up summary',
        till: 'Till',
        closedBy: 'Closed by %{name}',
        closedAt: 'Closed %{date}',
        noNotes: 'No notes',
        print: 'Print',
        back: 'Back to cash-up',
        notFound: 'This cash-up could not be found.',
      },
      report: {
        title: 'Till closes',
        caption:
          'Each close in the range: counted less expected per method; a negative difference is money missing.',
        closedAt: 'Closed',
        closedBy: 'Closed by',
        empty:
          'No till was closed in this range. Close the till from Cash-up at the end of a day or shift.',
        view: 'View',
      },
    },
  },
};
