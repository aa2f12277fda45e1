/** The cash-up screens' texts in Swahili, key for key with cashUp.en.ts. */
export const cashUpSwahili = {
  saluni: {
    cashUp: {
      title: 'Kufunga droo',
      defaultTill: 'Mapokezi',
      intro:
        'Hesabu pesa zilizo kwenye droo na uzilinganishe na kile mauzo yanasema kiliingia tangu droo ilipofungwa mwisho.',
      period: 'Kipindi: %{start} hadi sasa',
      periodClosed: '%{start} hadi %{end}',
      method: 'Njia',
      expected: 'Inayotarajiwa',
      counted: 'Iliyohesabiwa',
      difference: 'Tofauti',
      methods: { cash: 'Pesa taslimu', card: 'Kadi', 'm-pesa': 'M-Pesa' },
      countedLabel: '%{method} iliyohesabiwa',
      mpesaCodes: 'Namba za risiti za M-Pesa',
      noMpesa: 'Hakuna malipo ya M-Pesa katika kipindi hiki.',
      codePending: 'risiti bado haijapokelewa',
      nothingYet:
        'Hakuna pesa iliyoingia tangu droo ilipofungwa mwisho. Bado unaweza kufunga droo ili kurekodi hesabu tupu.',
      notes: 'Maelezo',
      notesHelp:
        'Kwa nini hesabu inatofautiana, nani alikabidhi, chochote zamu inayofuata inapaswa kujua.',
      close: 'Funga droo',
      confirmTitle: 'Funga droo?',
      confirmText:
        'Kipindi kinafungwa sasa na hakiwezi kubadilika baadaye. Mauzo na marejesho kuanzia sasa yanahesabiwa katika kipindi kijacho.',
      confirm: 'Funga droo',
      cancel: 'Ghairi',
      closed: 'Droo imefungwa',
      notAllowed:
        'Jukumu lako haliruhusiwi kuona kufunga droo. Muombe mmiliki ruhusa ya Mauzo - Kufunga droo.',
      loadFailed: 'Takwimu zinazotarajiwa hazikuweza kupakiwa: %{message}',
      summary: {
        title: 'Muhtasari wa kufunga droo',
        till: 'Droo',
        closedBy: 'Imefungwa na %{name}',
        closedAt: 'Imefungwa %{date}',
        noNotes: 'Hakuna maelezo',
        print: 'Chapisha',
        back: 'Rudi kwenye kufunga droo',
        notFound: 'Hesabu hii ya droo haikupatikana.',
      },
      report: {
        title: 'Droo zilizofungwa',
        caption:
          'Kila ufungaji katika kipindi: iliyohesabiwa toa inayotarajiwa kwa kila njia; tofauti hasi ni pesa inayokosekana.',
        closedAt: 'Ilifungwa',
        closedBy: 'Imefungwa na',
        empty:
          'Hakuna droo iliyofungwa katika kipindi hiki. Funga droo kutoka Kufunga droo mwishoni mwa siku au zamu.',
        view: 'Tazama',
      },
    },
  },
};
