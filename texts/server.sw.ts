import type { serverEnglish } from './server.en';

/** The server's own texts in Swahili, key for key with `server.en.ts`. */
export const serverSwahili = {
  saluni: {
    appointments: {
      hasAppointments: {
        employee: 'Mfanyakazi huyu ana miadi, kwa hivyo hawezi kufutwa',
        client: 'Mteja huyu ana miadi, kwa hivyo hawezi kufutwa',
      },
      unavailable: {
        holiday: 'Siku hii ni sikukuu ya umma (%{holiday})',
        outsideHours: 'Muda huu uko nje ya saa za kazi za mfanyakazi',
        booked: 'Mfanyakazi au chumba tayari kina miadi wakati huu',
        bookedStaff: '%{name} tayari ana miadi wakati huu',
        bookedRoom: 'Chumba %{name} tayari kina miadi wakati huu',
        bookedClient: '%{client} tayari ana miadi wakati huu na %{staff}',
        holidayDates:
          'Baadhi ya tarehe za mfululizo huu ni sikukuu za umma: %{dates}. Ziruke au uziwekee miadi hata hivyo.',
      },
      nothingToBook: 'Tarehe zote za mfululizo huu zimerukwa: hakuna cha kuwekea miadi',
      holidayDate: 'Lazima iwe tarehe ya mfululizo huu (YYYY-MM-DD)',
      overrideNotAllowed: 'Wamiliki na wasimamizi pekee wanaweza kuweka miadi juu ya mgongano',
      validation: {
        duration: 'Muda lazima uwe mojawapo ya dakika %{choices}',
      },
    },
    apiKeys: {
      invalid: 'Ufunguo huu wa API si halali au umebatilishwa',
      outOfScope: 'Ufunguo huu wa API hauruhusiwi kufanya ombi hili katika biashara hii',
      signedInOnly: 'Ombi hili linahitaji mtu aliyeingia; ufunguo wa API hauwezi kulifanya',
      tooManyCalls:
        'Maombi mengi mno kwa ufunguo huu wa API. Jaribu tena baada ya sekunde %{smart_count}. |||| Maombi mengi mno kwa ufunguo huu wa API. Jaribu tena baada ya sekunde %{smart_count}.',
      validation: {
        name: 'Upe ufunguo jina',
        scopes: 'Chagua angalau moduli moja na vitendo vyake',
        module: 'Chagua moduli',
        moduleTwice: 'Kila moduli inaweza kuchaguliwa mara moja tu',
        actions: 'Chagua angalau kitendo kimoja cha moduli',
      },
    },
    auth: {
      invalidCredentials: 'Barua pepe au nenosiri si sahihi',
      tooManyAttempts: 'Majaribio mengi mno ya kuingia. Jaribu tena baada ya dakika moja.',
      notSignedIn: 'Tafadhali ingia',
      tooManyAttemptsRetry:
        'Majaribio mengi mno ya kuingia. Jaribu tena baada ya dakika %{smart_count}. |||| Majaribio mengi mno ya kuingia. Jaribu tena baada ya dakika %{smart_count}.',
      tooManySignUps:
        'Maombi mengi mno ya kujisajili. Jaribu tena baada ya dakika %{smart_count}. |||| Maombi mengi mno ya kujisajili. Jaribu tena baada ya dakika %{smart_count}.',
      crossSite: 'Ombi hili halikutoka Saluni, kwa hivyo limekataliwa',
      emailVerification: {
        invalid: 'Kiungo hiki si sahihi au kimeisha muda. Jisajili tena ili upate kipya.',
        accountExists: 'Anwani hii ya barua pepe tayari ina akaunti. Ingia badala yake.',
        subject: 'Thibitisha anwani yako ya barua pepe ya Saluni',
        body: 'Habari %{name},\n\nFungua kiungo hiki ili kuthibitisha anwani yako ya barua pepe, kuchagua nenosiri lako na kumaliza kufungua akaunti yako ya Saluni:\n\n%{link}\n\nKiungo kinafanya kazi mara moja, kwa saa 24. Kama hukuomba akaunti, puuza barua pepe hii.',
        existsSubject: 'Akaunti yako ya Saluni',
        existsBody:
          'Habari %{name},\n\nMtu ameomba kufungua akaunti ya Saluni kwa anwani hii ya barua pepe, ambayo tayari ina akaunti. Ingia hapa:\n\n%{link}\n\nKama si wewe, unaweza kupuuza barua pepe hii.',
      },
    },
    validation: {
      referenceNotFound: 'Haipatikani katika biashara hii',
      stockLimit: 'Akiba haiwezi kuzidi vipande %{max}',
      malformedBody: 'Maudhui ya ombi si JSON sahihi',
      malformedMultipart: 'Maudhui ya ombi si data sahihi ya fomu ya multipart',
      unsupportedMediaType: 'Maudhui ya ombi lazima yawe JSON au data ya fomu ya multipart',
      unstorableText: 'Haipaswi kuwa na herufi NUL wala nusu ya herufi isiyo na mwenzake',
      badUrl: 'Anwani ya ombi si sahihi',
      invalidQuery: 'Kigezo cha utafutaji si sahihi',
      deleteIds: 'Taja rekodi za kufuta kwa id (kitambulisho kimoja au zaidi cha rekodi)',
      businessIdRequired: 'businessId inahitajika',
      bodyNotObject: 'Maudhui ya ombi lazima yawe kitu cha JSON',
      invalidSort: 'Haiwezi kupangwa kwa %{field}',
      notFound: 'Haikupatikana',
      vendorModule: 'Kichwa vendor-module lazima kiwe %{module}',
      duplicateKey: 'Tayari kuna rekodi yenye taarifa hizi',
      searchTermRequired: 'Taja unachotafuta kwa q',
      searchTermTooLong: 'Tafuta kwa herufi %{max} au chache',
      image: {
        tooLarge: 'Ukubwa wa faili unazidi MB %{n}.',
        tooSmall:
          'Vipimo vya picha lazima viwe zaidi ya %{w}x%{h}px. Vipimo vya sasa: %{cw}x%{ch}px.',
      },
    },
    clients: {
      export: {
        fullName: 'Jina Kamili',
        phone: 'Simu',
        email: 'Barua pepe',
        gender: 'Jinsia',
        address: 'Anwani',
        notes: 'Kumbukumbu',
        categories: 'Kategoria',
        addedAt: 'Aliongezwa Tarehe',
      },
    },
    staff: {
      permissions: {
        employeeRequired: 'Mfanyakazi anahitajika',
        moduleRequired: 'Sehemu inahitajika',
        actionsInvalid: 'Vitendo lazima viwe read, create, update au delete',
        noSignIn:
          'Mfanyakazi huyu hana barua pepe, kwa hiyo hana akaunti ya kuingia ya kupewa ruhusa',
        ownRole: 'Wamiliki na wasimamizi wanaweza kufanya kila kitu; ruhusa zinawahusu wafanyakazi',
        self: 'Huwezi kubadilisha ruhusa zako mwenyewe',
      },
      invitation: {
        invalid: 'Mwaliko huu si sahihi au muda wake umekwisha',
        used: 'Akaunti yako tayari ina nenosiri. Ingia badala yake.',
        otherAccount:
          'Mwaliko huu ni wa anwani nyingine ya barua pepe. Ingia kwa anwani iliyoalikwa ili uukubali.',
        subject: 'Umealikwa kujiunga na %{business} kwenye Saluni',
        body: 'Habari %{name},\n\n%{business} imekuongeza kama mfanyakazi kwenye Saluni. Fungua kiungo hiki ili ujiunge:\n\n%{link}\n\nKiungo hiki kinafanya kazi kwa siku 7.',
      },
    },
    services: {
      validation: {
        serviceIdsRequired: 'Chagua angalau huduma moja',
        servicesRequired: 'Tuma angalau badiliko moja la huduma',
        duplicateService: 'Kila huduma mara moja tu',
        packageHasNoServices: 'Kifurushi hiki hakina huduma',
        serviceNotInPackage: 'Huduma hii si sehemu ya kifurushi',
      },
      errors: {
        usedUp: 'Huduma hii imeshatumika mara zote zilizomo kwenye kifurushi',
      },
      export: {
        name: 'Jina',
        categories: 'Kategoria',
        description: 'Maelezo',
        pricing: 'Machaguo ya bei',
        performers: 'Wahudumu',
        createdAt: 'Iliundwa',
      },
    },
    offerings: {
      validation: {
        membershipRequired: 'Uanachama unahitajika',
        frequencyRequired: 'Marudio yanahitajika',
        frequencyNotOffered: 'Uanachama huu hauna bei ya marudio hayo',
        endsTooLate: 'Uanachama ungeendelea kupita %{max}',
        voucherRequired: 'Vocha inahitajika',
        codeRequired: 'Namba ya vocha inahitajika',
        instant: 'Lazima iwe tarehe na saa (ISO 8601)',
      },
      errors: {
        membershipHeld: 'Wateja wana uanachama huu, kwa hiyo hauwezi kufutwa',
        voucherSold: 'Vocha hii imeshauzwa kwa wateja, kwa hiyo haiwezi kufutwa',
        alreadyCancelled: 'Uanachama huu umeshaghairiwa',
      },
    },
    catalogue: {
      category: {
        cycle: 'Kategoria haiwezi kuwekwa chini yake yenyewe au chini ya kategoria ndogo zake',
        hasChildren: 'Kategoria hii ina kategoria ndogo; zihamishe au uzifute kwanza',
        hasProducts: 'Kategoria hii inatumiwa na bidhaa %{n}; badilisha kategoria yake kwanza',
      },
      option: {
        duplicateName: 'Chaguo lenye jina hili tayari lipo',
        duplicateValue: 'Thamani %{value} imeorodheshwa zaidi ya mara moja',
        valuesInvalid:
          'Thamani za chaguo lazima ziwe maandishi, au orodha ya maandishi au { value }',
        valuesClash: 'Thamani mbili za chaguo hili haziwezi kuwa na maandishi yale yale',
        valueNotInOption: 'Thamani hii si ya chaguo hili',
        inUse: 'Chaguo %{option} linatumiwa na bidhaa %{product}',
        valueInUse: 'Thamani %{value} inatumiwa na bidhaa %{product}',
      },
      product: {
        saleOnly: 'Orodha ya bidhaa za kuuza haina bidhaa za matumizi ya saluni',
        typeChange: 'Aina ya bidhaa haiwezi kubadilishwa',
        hasStock: 'Bidhaa hii bado ina akiba; iondoe kwa ingizo la akiba kabla ya kuifuta',
        simpleVariant: 'Bidhaa ya kawaida ina toleo moja tu, lisilo na machaguo',
        optionSetForSimple: 'Bidhaa ya kawaida haina seti ya machaguo',
        optionNotInSet:
          'Kila toleo linahitaji thamani moja ya kila chaguo la bidhaa, kutoka kwenye seti yake ya machaguo',
        variantMissingValue: 'Toleo la %{n}: chagua %{option} yake',
        variantExists: '%{name} tayari ni toleo la bidhaa hii',
        optionNotOfProduct: 'Si chaguo la bidhaa hii',
        variantsNeedVariantProduct: 'Bidhaa yenye matoleo pekee ndiyo huongezewa matoleo',
        tooManyAtOnce: 'Matoleo yasizidi %{n} kwa mara moja',
        duplicateCombination: 'Matoleo mawili yana machaguo yale yale',
        tooManyVariants: 'Matoleo yasizidi %{n}: moja kwa kila mchanganyiko wa thamani za machaguo',
        noVariants: 'Ongeza angalau toleo moja',
        stockReadOnly:
          'Idadi ya akiba hufuata daftari la akiba; rekodi ingizo la akiba ili kuibadilisha',
        duplicateSku: 'SKU %{sku} tayari inatumiwa na toleo lingine katika biashara hii',
        noSalesWarehouse: 'Chagua ghala la mauzo: biashara haina ghala linaloitwa General',
        weightInvalid: 'Uzito lazima uwe namba ya angalau 0',
        mustBeQuantity: 'Lazima iwe namba kamili ya angalau 0',
        attributeNameRequired: 'Jina la sifa linahitajika',
        tooManyImages: 'Picha zisizozidi %{n}',
        commentRequired: 'Maoni yanahitajika',
        ratingRange: 'Alama lazima iwe namba kamili kuanzia 1 hadi 5',
        invalidDate: 'Tarehe lazima ziwe YYYY-MM-DD au tarehe na saa za ISO',
      },
    },
    suppliers: {
      categoryInUse: 'Kategoria hii inatumiwa na wasambazaji %{n}; badilisha kategoria yao kwanza',
    },
    purchasing: {
      itemsRequired: 'Ongeza angalau kipengee kimoja',
      lastItem: 'Ununuzi hubaki na angalau kipengee kimoja; futa ununuzi badala yake',
      purchase: {
        notCreated: 'Vipengee vinaweza kubadilishwa tu ununuzi ukiwa CREATED',
        submit: 'Ununuzi ulio CREATED pekee ndio unaweza kuwasilishwa',
        receive: 'Ununuzi ulio SUBMITTED pekee ndio unaweza kupokelewa',
        cancel: 'Ununuzi ulio CREATED au SUBMITTED pekee ndio unaweza kughairiwa',
        deleteReceived: 'Ununuzi uliopokelewa hauwezi kufutwa: stakabadhi yake ya ununuzi inauhusu',
      },
      receipt: {
        alreadyReceived: 'Stakabadhi hii ya ununuzi imeshapokelewa',
        notPending: 'Stakabadhi ya ununuzi inayosubiri pekee ndiyo inaweza kupokelewa',
        changeReceived: 'Stakabadhi ya ununuzi iliyopokelewa haiwezi kubadilishwa',
        cancelled: 'Stakabadhi hii ya ununuzi imeghairiwa',
        deleteReceived: 'Stakabadhi ya ununuzi iliyopokelewa haiwezi kufutwa',
      },
      supplierInUse:
        'Msambazaji huyu ana manunuzi au stakabadhi za ununuzi, kwa hiyo hawezi kufutwa',
      warehouseInUse: 'Ghala hili lina stakabadhi za ununuzi, kwa hiyo haliwezi kufutwa',
    },
    stock: {
      warehouse: {
        generalDelete: 'Ghala la General haliwezi kufutwa',
        generalRename: 'Ghala la General haliwezi kubadilishwa jina',
        generalExists: 'Biashara hii tayari ina ghala la General',
        holdsStock:
          'Ghala hili lina akiba na haliwezi kufutwa; hamisha au rekebisha akiba yake kwanza',
      },
      entry: {
        notManual:
          'Maingizo ya mkono na ya marekebisho pekee ndiyo yanaweza kufutwa; hili ni la rekodi nyingine',
        alreadyReversed: 'Ingizo hili la akiba limeshabatilishwa',
      },
      usage: {
        confirmed:
          'Matumizi haya ya akiba yamethibitishwa: hayawezi kuthibitishwa tena, kuhaririwa, kughairiwa wala kufutwa',
        cancelled:
          'Matumizi haya ya akiba yameghairiwa: hayawezi kuthibitishwa, kuhaririwa wala kughairiwa tena',
      },
    },
    firstRun: {
      validation: {
        keysRequired: 'Chagua angalau huduma moja ya kuanzia',
        unknownStarter: 'Si mojawapo ya huduma za kuanzia',
      },
    },
  },
} satisfies typeof serverEnglish;
