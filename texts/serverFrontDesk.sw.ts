import type { serverFrontDeskEnglish } from './serverFrontDesk.en';

/** The server's front-desk texts in Swahili, key for key with `serverFrontDesk.en.ts`. */
export const serverFrontDeskSwahili = {
  saluni: {
    cashUp: {
      periodClosed:
        'Droo ilifungwa wakati hili likirekodiwa, hivyo lingebadilisha hesabu iliyofungwa. Lirekodi tena: litahesabiwa katika kipindi kilicho wazi.',
      paymentPending:
        'Malipo ya M-Pesa ya kipindi hiki bado yanasubiri jibu. Funga droo yakishalipwa au kushindwa.',
    },
    orders: {
      invalidTransition: 'Oda haiwezi kutoka %{from} kwenda %{to}',
      holdsMoney: 'Oda hii ina pesa ambazo hazijarejeshwa: zirejeshe kabla ya kughairi',
      holdsTips:
        'Bakshishi za oda hii zimelipwa kwa wafanyakazi wake, kwa hivyo inabaki: rejesha mauzo yake badala ya kughairi',
      notUnpaid:
        'Oda ambazo hazijalipwa pekee ndizo zinaweza kufutwa; rejesha pesa au ughairi hii badala yake',
      paymentPending: 'Oda hii ina malipo ya M-Pesa yanayoendelea, kwa hivyo haiwezi kufutwa bado',
      statuses: {
        pending: 'Inasubiri',
        delivered: 'Imewasilishwa',
        cancelled: 'Imeghairiwa',
        collected: 'Imechukuliwa',
      },
      paymentStatuses: {
        unpaid: 'Haijalipwa',
        partially_paid: 'Imelipwa kiasi',
        paid: 'Imelipwa',
        partially_refunded: 'Imerejeshewa kiasi',
        refunded: 'Imerejeshewa',
      },
      refund: {
        cancelled: 'Oda hii imeghairiwa, kwa hivyo hakuna zaidi kinachoweza kurejeshwa',
        tooManyUnits: 'Ni %{n} tu ya %{name} yanayoweza kurudishwa bado',
        aboveVoucherPaid: 'Ni %{amount} tu iliyolipwa kwa vocha za zawadi kwenye oda hii',
        aboveRefundable:
          'Kiasi cha juu kinachoweza kurejeshwa ni %{amount}: kilicholipwa ukiondoa kilichorejeshwa',
        aboveRefundableTips:
          'Kiasi cha juu kinachoweza kurejeshwa ni %{amount}: kilicholipwa kwa mauzo ukiondoa kilichorejeshwa (bakshishi ni za wafanyakazi na hazirejeshwi)',
      },
      receipt: {
        noEmail: 'Mteja huyu hana anwani ya barua pepe',
        subject: '%{business}: risiti ya oda %{orderNo}',
        orderNo: 'Risiti ya oda %{orderNo}',
        date: 'Tarehe: %{date}',
        client: 'Mteja: %{name}',
        line: '%{quantity} x %{name} kwa %{price}: %{total}',
        lineWithDiscount: '%{quantity} x %{name} kwa %{price}, punguzo %{discount}: %{total}',
        staff: '(mhudumu: %{name})',
        subtotal: 'Jumla ndogo: %{amount}',
        discount: 'Punguzo: %{amount}',
        total: 'Jumla: %{amount}',
        paid: 'Imelipwa: %{amount}',
        balanceDue: 'Salio linalodaiwa: %{amount}',
        refunded: 'Imerejeshwa: %{amount}',
        payment: '%{method}: %{amount}',
        change: '(imetolewa %{tendered}, chenji %{change})',
        methods: {
          cash: 'Pesa taslimu',
          card: 'Kadi',
          'm-pesa': 'M-Pesa',
          voucher: 'Vocha ya zawadi',
        },
        thanks: 'Asante kwa kututembelea.',
        depositPaid: 'Amana iliyolipwa (%{method}): %{amount}',
        tips: 'Bakshishi kwa wafanyakazi, si sehemu ya mauzo:',
        tipFor: 'Bakshishi kwa %{name}: %{amount}',
        totalWithTips: 'Jumla pamoja na bakshishi: %{amount}',
        formerStaff: 'mfanyakazi wa zamani',
      },
      export: {
        orderNo: 'Kitambulisho cha Oda',
        date: 'Tarehe ya Oda',
        customer: 'Mteja',
        email: 'Barua pepe ya mteja',
        items: 'Bidhaa',
        paymentMethods: 'Njia za malipo',
        paymentStatus: 'Hali ya Malipo',
        total: 'Jumla ya Oda',
        paid: 'Kiasi Kilicholipwa',
        refunded: 'Kiasi kilichorejeshwa',
        currency: 'Sarafu',
        status: 'Hali ya Uwasilishaji',
        takenBy: 'Imeagizwa na',
      },
    },
    messaging: {
      insufficientSms:
        'SMS hazitoshi: insufficient SMS left (salio %{balance}, zinahitajika %{needed})',
      unknownClients: 'Baadhi ya wateja waliochaguliwa hawapo katika biashara hii',
      unknownCategories: 'Baadhi ya kategoria za wateja zilizochaguliwa hazipo katika biashara hii',
      tooManyRecipients: 'Wateja wasiozidi %{max} kwa kila ujumbe',
    },
    outbox: {
      privateLink: '[kiungo cha faragha, kimetumwa kwa mpokeaji pekee]',
    },
    clientRecords: {
      validation: {
        clientFixed: 'Fomu ya ushauri hubaki kwa mteja iliyojazwa kwa ajili yake',
      },
      import: {
        notCsv: 'Mstari %{line}: faili si CSV sahihi',
        unknownColumn: "Safu '%{column}' haijulikani. Safu zinazokubalika ni %{columns}",
        missingColumns: 'Faili linahitaji safu reviewer, rating na date',
        empty: 'Faili halina tathmini zozote',
        tooMany: 'Tathmini zisizozidi %{max} kwa kila faili',
        fileRequired: 'Chagua faili moja la CSV',
        badLine: 'Mstari %{line}, %{column}: %{message}',
      },
    },
    payments: {
      validation: {
        amountRequired: 'Kiasi kinahitajika',
        wholeShillings: 'M-Pesa hupokea shilingi kamili tu',
        transactionRefRequired: 'Kumbukumbu ya muamala inahitajika',
        kesOnly: 'M-Pesa hupokea shilingi za Kenya tu',
        amountMismatch: 'Kiasi lazima kiwe kiasi kinachodaiwa, %{currency} %{amount}',
        notAwaitingPayment: 'Agizo hili halisubiri malipo tena',
        providerUnavailable: 'M-Pesa haikupokea ombi la malipo. Jaribu tena baada ya muda mfupi.',
        bundleInactive: 'Kifurushi hiki hakiuzwi tena',
      },
    },
    reports: {
      validation: {
        notADate: 'Lazima iwe tarehe na saa (ISO 8601)',
        endBeforeStart: 'Tarehe ya mwisho haiwezi kuwa kabla ya tarehe ya kuanza',
        staffNotFound: 'Hakuna mfanyakazi kama huyu katika biashara hii',
      },
      statistic: {
        sales: 'Mauzo (yaliyouzwa)',
        service: 'Huduma zilizouzwa',
        product: 'Bidhaa zilizouzwa',
        membership: 'Uanachama uliouzwa',
        voucher: 'Vocha zilizouzwa',
        package: 'Vifurushi vilivyouzwa',
        client: 'Wateja wapya',
        paidBy: 'Imelipwa kwa %{method}',
        takingsBy: 'Mapato kwa %{method} (pesa iliyopokelewa)',
        narrowed: '%{title} · %{detail}',
      },
      methods: { cash: 'Taslimu', card: 'Kadi', 'm-pesa': 'M-Pesa' },
    },
    lineShares: {
      validation: {
        tooMany: 'Mstari mmoja unashirikiwa na wafanyakazi %{max} tu',
        staffTwice: 'Kila mfanyakazi anaweza kutajwa mara moja tu',
        allOrNoShares: 'Mpe kila mfanyakazi sehemu yake, au usimpe yeyote ili igawanywe sawa',
        shareInvalid: 'Sehemu ni zaidi ya 0 na isiyozidi 1, yenye desimali 4 au chache',
        sharesNotWhole: 'Sehemu lazima zijumlishe 100% kamili',
        employeeNotAmong: 'Mfanyakazi wa miadi lazima awe miongoni mwa wanaoishiriki',
      },
    },
    checkout: {
      validation: {
        awaitingSettlement:
          'Oda ambayo bado haijalipwa inakijumuisha: kifute baada ya oda hiyo kulipwa au kughairiwa.',
        kindRequired: 'Chagua kinachouzwa: voucher, membership, product, service au servicePackage',
        methodRequired: 'Chagua jinsi mteja analipa: cash, card au m-pesa',
        paymentRequired: 'Weka malipo',
        paymentsList: 'Malipo lazima yawe orodha',
        cartEmpty: 'Kikapu ni tupu',
        cartFull: 'Kikapu kinabeba vitu %{max} tu',
        discountAboveLine: 'Punguzo haliwezi kuzidi bei ya mstari',
        discountAboveSubtotal: 'Punguzo haliwezi kuzidi jumla ndogo',
        lineTooLarge: 'Mstari huu ni mkubwa mno kuuzwa katika agizo moja',
        orderTooLarge: 'Agizo hili ni kubwa mno: ligawe mara mbili',
        variantRequired: 'Chagua aina ya bidhaa',
        noSalesWarehouse: 'Bidhaa hii haina ghala la kuuzia',
        serviceUnpriced: 'Huduma hii haina bei',
        pricingOption: 'Chagua chaguo la bei kuanzia 0 hadi %{max}',
        servicesOnly: 'Huduma pekee ndiyo ina miadi na chaguo la bei',
        appointmentOtherClient: 'Miadi hii ni ya mteja mwingine',
        appointmentPaid: 'Miadi hii imeshalipiwa',
        appointmentNoServices: 'Miadi hii haina huduma za kulipia',
        tenderedBelowAmount: 'Pesa taslimu iliyotolewa haiwezi kuwa chini ya kiasi',
        voucherCodeRequired: 'Weka msimbo wa vocha ya zawadi',
        codeOnlyForVoucher: 'Ni malipo ya vocha ya zawadi tu yanayochukua msimbo',
        oneMpesa: 'Malipo moja ya M-Pesa kwa wakati mmoja',
        mpesaWaiting: 'Malipo ya M-Pesa ya agizo hili bado yanasubiriwa',
        paymentsAboveDue: 'Malipo hayawezi kuzidi kiasi kinachodaiwa (%{amount})',
        orderCancelled: 'Agizo hili limeghairiwa',
        orderPaid: 'Agizo hili limelipwa kikamilifu',
        tipsList: 'Bakshishi lazima ziwe orodha',
        tipTwice: 'Mpe kila mfanyakazi bakshishi mara moja',
        tipsTooLarge: 'Bakshishi hizi kwa pamoja ni kubwa mno',
        voucherNotForTips:
          'Vocha ya zawadi hulipia mauzo, si bakshishi: kiasi cha juu ni %{amount} kwa vocha ya zawadi',
      },
    },
    cardPayments: {
      validation: {
        providerUnavailable:
          'Malipo ya kadi hayakuweza kufunguliwa. Jaribu tena baada ya muda mfupi.',
        mpesaWaiting:
          'Ombi la malipo ya M-Pesa kwa hili bado linasubiri: limalize au liache liishe kwanza',
        notRefundable: 'Hakuna malipo ya kadi yenye kiasi hicho kilichobaki cha kurejesha',
        badSignature: 'Sahihi ya webhook si halali',
        returnPath: 'Lazima iwe njia ya programu hii, ikianza na /',
        currencyNotSold: 'Kifurushi hiki hakiuzwi kwa sarafu ya biashara yako',
        mpesaKesOnly: 'M-Pesa hupokea shilingi za Kenya tu: lipia kifurushi hiki kwa kadi',
      },
      simulator: {
        title: 'Malipo ya kadi (kiigaji)',
        paying: 'Lipa %{amount} kwa %{description}',
        pay: 'Lipa',
        decline: 'Kataa',
        note: 'Hiki ni kiigaji cha kadi kilichojengwa ndani: hakuna kadi inayotozwa.',
        closed: 'Malipo haya ya kadi hayako wazi tena.',
      },
    },
  },
} satisfies typeof serverFrontDeskEnglish;
