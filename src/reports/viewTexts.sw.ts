import type { reportViewsEnglish } from './viewTexts.en';

/** The report views' and dashboard overview's texts in Swahili, key for key with `reportViews.en.ts`. */
export const reportViewsSwahili = {
  saluni: {
    reports: {
      sales: {
        loadFailed: 'Ripoti ya mauzo haikuweza kupakiwa: %{message}',
        empty:
          'Hakuna kilichouzwa wala pesa iliyopokelewa katika kipindi hiki. Mauzo huonekana hapa oda ikifanywa wakati wa malipo.',
        exportCsv: 'Pakua CSV',
        chartLoading: 'Chati inapakiwa…',
        summary: {
          label: 'Kipindi kwa muhtasari',
          sales: 'Mauzo (yaliyouzwa)',
          takings: 'Mapato (pesa iliyopokelewa)',
          unpaid: 'Salio lisilolipwa (limeuzwa, bado halijalipwa)',
        },
        statement: {
          title: 'Mauzo (yaliyouzwa)',
          caption:
            'Mauzo ni yaliyouzwa ukiondoa punguzo, huhesabiwa kwa tarehe ya oda; oda zilizoghairiwa hazihesabiwi. Marejesho ni pesa iliyorudishwa: yamo kwenye mapato.',
          line: 'Kipengele',
          amount: 'Kiasi',
          services: 'Huduma',
          products: 'Bidhaa',
          memberships: 'Uanachama',
          vouchers: 'Vocha',
          packages: 'Vifurushi',
          discounts: 'Punguzo',
          sales: 'Mauzo',
        },
        byMethod: {
          title: 'Mapato kwa njia ya malipo (pesa iliyopokelewa)',
          caption:
            'Malipo yaliyopokelewa (taslimu na kadi yanapopokelewa, M-Pesa ikishathibitishwa; kamwe si ombi linalosubiri au lililoshindikana) ukiondoa marejesho, huhesabiwa kwa siku pesa ilipopokelewa au kurudishwa.',
          method: 'Njia ya malipo',
          received: 'Imepokelewa',
          refunded: 'Imerejeshwa',
          takings: 'Mapato',
          total: 'Njia zote',
          empty: 'Hakuna pesa iliyopokelewa katika kipindi hiki.',
        },
        byDay: {
          title: 'Mauzo na mapato kwa siku',
          chart: 'Chati ya pau ya mapato (pesa iliyopokelewa) kwa siku',
          day: 'Siku',
          orders: 'Oda',
          sales: 'Mauzo',
          unpaid: 'Halijalipwa',
          takings: 'Mapato',
          empty: 'Hakuna kilichouzwa wala kupokelewa katika kipindi hiki.',
        },
        methods: { cash: 'Pesa taslimu', card: 'Kadi', 'm-pesa': 'M-Pesa' },
        deposits: {
          title: 'Amana (pesa iliyopokelewa, kando na mauzo)',
          caption:
            'Amana zilizolipwa katika kipindi hiki, zikihesabiwa siku kila moja ilipolipwa, na kilichozipata. Ikitumika wakati wa malipo, amana ni sehemu ya mauzo na iko kwenye mapato ya siku ilipolipwa; amana iliyozuiliwa ni mapato, si mauzo.',
          line: 'Amana',
          amount: 'Kiasi',
          received: 'Zilizopokelewa',
          applied: 'Zilizotumika wakati wa malipo (ziko kwenye mapato)',
          held: 'Zinazoshikiliwa (huduma bado haijafanyika)',
          kept: 'Amana zilizozuiliwa (hakufika au alighairi kwa kuchelewa: mapato, si mauzo)',
          refunded: 'Zilizorejeshwa',
          empty: 'Hakuna amana zilizopokelewa katika kipindi hiki.',
        },
        byStaff: {
          title: 'Kwa mfanyakazi',
          staff: 'Mfanyakazi',
          amount: 'Kiasi',
          lines: 'Vipengele vilivyouzwa',
          unassigned: 'Hajapangiwa',
          empty: 'Hakuna mauzo ya wafanyakazi katika kipindi hiki.',
        },
        byService: {
          title: 'Kwa huduma',
          name: 'Huduma',
          quantity: 'Idadi',
          amount: 'Kiasi',
          empty: 'Hakuna huduma zilizouzwa katika kipindi hiki.',
        },
        byProduct: {
          title: 'Kwa bidhaa',
          name: 'Bidhaa',
          quantity: 'Idadi',
          amount: 'Kiasi',
          empty: 'Hakuna bidhaa zilizouzwa katika kipindi hiki.',
        },
      },
      clients: {
        loadFailed: 'Ripoti ya wateja haikuweza kupakiwa: %{message}',
        newClients: 'Wateja wapya',
        returningClients: 'Wateja wanaorudi',
        chart: 'Chati ya duara ya wateja wapya na wanaorudi',
        empty: 'Hakuna mteja aliyenunua katika kipindi hiki.',
        top: {
          title: 'Wateja wakuu',
          empty: 'Hakuna mteja aliyetumia pesa katika kipindi hiki.',
        },
        columns: {
          name: 'Mteja',
          email: 'Barua pepe',
          phone: 'Simu',
          firstOrder: 'Oda ya kwanza',
          orders: 'Oda',
          spent: 'Alichotumia',
        },
        mostSold: {
          title: 'Huduma zilizouzwa zaidi',
          by: 'Panga kwa',
          amount: 'Kiasi',
          count: 'Idadi',
          name: 'Huduma',
          empty: 'Hakuna huduma zilizouzwa katika kipindi hiki.',
        },
        list: {
          title: 'Wateja katika kipindi hiki',
          show: 'Onyesha',
          new: 'Wapya',
          returning: 'Wanaorudi',
          emptyNew:
            'Hakuna wateja wapya katika kipindi hiki: mteja ni mpya kwenye oda yake ya kwanza.',
          emptyReturning:
            'Hakuna wateja wanaorudi katika kipindi hiki: mteja anarudi akiagiza tena baada ya oda ya awali.',
        },
      },
    },
    dashboard: {
      overview: {
        label: 'Biashara kwa muhtasari',
        takingsToday: 'Mapato ya leo (pesa iliyopokelewa)',
        takingsWeek: 'Mapato ya wiki hii (pesa iliyopokelewa)',
        takingsMonth: 'Mapato ya mwezi huu (pesa iliyopokelewa)',
        salesToday: 'Mauzo ya leo (yaliyouzwa)',
        unpaidToday: 'Salio lisilolipwa la mauzo ya leo',
        booked: 'Miadi iliyowekwa leo',
        completed: 'Miadi iliyokamilika leo',
        newClientsToday: 'Wateja wapya leo',
        newClientsWeek: 'Wateja wapya wiki hii',
        lastSevenDays: 'Mapato (pesa iliyopokelewa) ya siku saba zilizopita',
        sparkline: 'Mstari wa mapato ya siku saba zilizopita',
      },
    },
  },
} satisfies typeof reportViewsEnglish;
