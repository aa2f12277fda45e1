import { firstRunSwahili } from './areas/firstRun.sw';
import { appointmentsSwahili } from './areas/appointments.sw';
import { clientRecordsSwahili } from './areas/clientRecords.sw';
import { clientsSwahili } from './areas/clients.sw';
import { inventorySwahili } from './areas/inventory.sw';
import { offeringsSwahili } from './areas/offerings.sw';
import { servicesSwahili } from './areas/services.sw';
import { staffSwahili } from './areas/staff.sw';
import { stockSwahili } from './areas/stock.sw';
import { suppliersSwahili } from './areas/suppliers.sw';
import { deepMerge, type MessageTree } from './merge';
import { specSwahili } from './spec.sw';
import type { coreEnglish } from './core.en';

/**
 * The shared texts in Swahili, key for key with `core.en.ts` (the spec texts translated, the
 * placeholders kept), in the words docs/architecture.md lists under Texts.
 */
export const coreSwahili = {
  saluni: {
    app: { title: 'Saluni' },
    common: {
      success: 'Imefanikiwa',
      requestFailed: 'Ombi limeshindikana!',
      anErrorOccurred: 'Hitilafu imetokea',
      na: 'Haipo',
      or: 'Au',
      cancel: 'Ghairi',
      save: 'Hifadhi',
      close: 'Funga',
    },
    menu: {
      appointments: 'Miadi',
      clients: 'Wateja',
      staff: 'Wafanyakazi',
      services: 'Huduma',
      offerings: 'Uanachama na vocha',
      inventory: 'Bidhaa na akiba',
      reports: 'Ripoti',
      reportSales: 'Ripoti ya mauzo',
      cashUp: 'Kufunga droo',
      reportClients: 'Ripoti ya wateja',
      settings: 'Mipangilio',
    },
    auth: {
      emailVerification: {
        checkTitle: 'Angalia barua pepe yako',
        checkBody:
          'Tumetuma kiungo kwa %{email}. Kifungue ili kuthibitisha anwani yako, kuchagua nenosiri lako na kuingia. Kiungo kinafanya kazi mara moja, kwa saa 24.',
        title: 'Thibitisha anwani yako ya barua pepe',
        intro:
          'Chagua nenosiri lako ili kuthibitisha anwani hii na kumaliza kufungua akaunti yako ya Saluni.',
        confirm: 'Thibitisha na uingie',
      },
      signIn: 'Ingia',
      signUp: 'Fungua akaunti',
      signUpLink: 'Mgeni kwenye Saluni? Fungua akaunti',
      signInLink: 'Una akaunti tayari? Ingia',
      resend: {
        link: 'Hukupata barua pepe ya uthibitisho? Itume tena',
        intro:
          'Andika barua pepe uliyojisajili nayo, nasi tutakutumia kiungo kipya cha uthibitisho.',
        submit: 'Tuma kiungo tena',
      },
      fullName: 'Jina kamili',
      email: 'Barua pepe',
      password: 'Nenosiri',
      passwordHint: 'Angalau herufi 8',
      repeatPassword: 'Rudia nenosiri',
      passwordsDiffer: 'Manenosiri hayalingani',
    },
    business: {
      createTitle: 'Sajili biashara yako',
      createIntro: 'Saluni hufanya kazi ndani ya biashara. Sajili yako ili uanze.',
      name: 'Jina la biashara',
      country: 'Nchi',
      timezone: 'Saa za eneo',
      currency: 'Sarafu',
      state: 'Jimbo au eneo',
      appointmentGap: 'Muda kwa dakika',
      opensOnHolidays: 'Hufunguliwa sikukuu za umma',
      calendarEnabled: 'Onyesha kalenda',
      create: 'Sajili biashara',
      switcher: 'Biashara',
      countries: { KE: 'Kenya', AU: 'Australia' },
    },
    language: {
      title: 'Lugha',
      notSaved: 'Lugha yako haikuweza kuhifadhiwa: inatumika kwenye kifaa hiki pekee',
    },
    rating: { stars: 'Nyota %{smart_count} |||| Nyota %{smart_count}', none: 'Hakuna alama' },
    duration: {
      minutes: 'Dak %{n}',
      hours: 'Saa %{smart_count} |||| Saa %{smart_count}',
      hoursMinutes: 'Saa %{smart_count} dak %{minutes} |||| Saa %{smart_count} dak %{minutes}',
    },
    validation: {
      required: 'Inahitajika.',
      fieldRequired: 'Sehemu hii inahitajika.',
      mustBeText: 'Lazima iwe maandishi',
      mustBeWholeNumber: 'Lazima iwe namba kamili',
      mustBeAmount: 'Lazima iwe kiasi cha angalau 0 chenye desimali zisizozidi mbili',
      mustBeBoolean: 'Lazima iwe ndiyo au hapana',
      mustBeDate: 'Lazima iwe tarehe (YYYY-MM-DD)',
      dateOutOfRange: 'Lazima iwe tarehe kuanzia %{min} hadi %{max}',
      mustBeId: 'Lazima iwe kitambulisho cha rekodi',
      mustBeIdList: 'Lazima iwe orodha ya vitambulisho vya rekodi',
      invalidValue: 'Thamani si sahihi',
      phone: { valid: 'Namba ya simu lazima iwe sahihi' },
      validNumber: 'Lazima iwe namba sahihi.',
      mustBeNumber: 'Lazima iwe namba.',
      greaterThanZero: 'Lazima iwe zaidi ya 0.',
      tooLong: 'Herufi zisizidi %{max}',
      min: 'Lazima iwe angalau %{min}',
      max: 'Isizidi %{max}',
      unknownField: 'Sehemu isiyojulikana',
      invalidChoice: 'Lazima iwe moja kati ya %{choices}',
      forbidden: 'Huna ruhusa ya kufanya hivi',
      name: { required: 'Jina linahitajika' },
      jobTitle: { required: 'Cheo cha kazi kinahitajika' },
      clientCategory: { required: 'Jina la kategoria linahitajika' },
      fullName: { required: 'Jina kamili linahitajika' },
      email: { required: 'Barua pepe inahitajika', valid: 'Barua pepe lazima iwe sahihi' },
      password: { short: 'Nenosiri lazima liwe na angalau herufi 8' },
      businessName: {
        required: 'Jina la biashara linahitajika',
        duplicate: 'Jina la biashara tayari linatumika',
      },
      timezone: { valid: 'Saa za eneo lazima ziwe sahihi' },
      state: {
        required: 'Biashara ya Australia inahitaji jimbo au eneo lake',
        onlyAustralia: 'Ni biashara ya Australia pekee iliyo na jimbo au eneo',
      },
      appointmentGap: { range: 'Muda kati ya miadi lazima uwe kati ya dakika 0 na 60' },
      image: {
        invalid: 'Faili la picha si sahihi.',
        tooMany: 'Picha zisizozidi %{n}',
        uploadError: 'Hitilafu ya Kupakia',
      },
    },
    toast: {
      jobTitle: {
        created: 'Cheo cha kazi kimeundwa',
        updated: 'Cheo cha kazi kimesasishwa',
        deleted: 'Cheo cha kazi kimefutwa',
      },
      serviceCategory: {
        created: 'Kategoria ya huduma imeundwa',
        updated: 'Kategoria ya huduma imesasishwa',
        deleted: 'Kategoria ya huduma imefutwa',
      },
      serviceRoom: {
        created: 'Chumba cha huduma kimeundwa',
        updated: 'Chumba cha huduma kimesasishwa',
        deleted: 'Chumba cha huduma kimefutwa',
      },
      clientCategory: {
        created: 'Kategoria ya wateja imeundwa',
        updated: 'Kategoria ya wateja imesasishwa',
        deleted: 'Kategoria ya wateja imefutwa',
      },
      business: {
        created: 'Biashara imesajiliwa',
        updated: 'Biashara imesasishwa',
        deleted: 'Biashara imefutwa',
      },
    },
    access: {
      denied: 'Huna ruhusa ya kuona %{what}',
      askOwner: 'Jukumu lako halina ruhusa hii. Muombe mmiliki wa biashara au msimamizi akupe.',
      thisPage: 'ukurasa huu',
    },
    list: {
      empty: 'Bado hakuna kitu hapa',
      emptyHint: 'Ongeza cha kwanza kwa kitufe cha Unda.',
      confirmDelete: 'Futa %{name}?',
      confirmDeleteContent: 'Hatua hii haiwezi kutenduliwa.',
    },
    /** Web app texts that are not spec texts. */
    ui: {
      filters: 'Vichujio',
      all: 'Zote',
      search: 'Tafuta',
      actions: 'Vitendo',
      noBusiness: 'Sajili biashara kwanza',
      signOut: 'Toka',
    },
    search: {
      label: 'Tafuta wateja, miadi na oda',
      placeholder: 'Jina, simu au namba ya oda',
      close: 'Funga utafutaji',
      hint: 'Andika jina, simu au barua pepe ya mteja, au namba ya oda',
      loading: 'Inatafuta…',
      empty:
        'Hakuna kinacholingana na “%{term}”. Jaribu sehemu ya jina, namba ya simu kama unavyoipiga, au namba ya oda.',
      notAllowed: 'Nafasi yako katika biashara hii hairuhusiwi kuona wateja, miadi wala oda.',
      kinds: { clients: 'Wateja', appointments: 'Miadi', orders: 'Oda' },
      order: 'Oda #%{number}',
    },
  },
  resources: {
    'job-title': { name: 'Cheo cha kazi |||| Vyeo vya kazi', fields: { name: 'Cheo cha kazi' } },
    'service-category': {
      name: 'Kategoria ya huduma |||| Kategoria za huduma',
      fields: { name: 'Jina' },
    },
    serviceRoom: {
      name: 'Chumba cha huduma |||| Vyumba vya huduma',
      fields: { name: 'Jina', description: 'Maelezo', capacity: 'Uwezo', image: 'Picha' },
    },
    'client-category': {
      name: 'Kategoria ya wateja |||| Kategoria za wateja',
      fields: { category_name: 'Jina' },
    },
    client: {
      name: 'Mteja |||| Wateja',
      fields: {
        fullName: 'Jina kamili',
        phone: 'Simu',
        email: 'Barua pepe',
        gender: 'Jinsia',
        address: 'Anwani',
        notes: 'Kumbukumbu',
        image: 'Picha',
      },
    },
    employee: {
      name: 'Mfanyakazi |||| Wafanyakazi',
      fields: {
        fullName: 'Jina kamili',
        phone: 'Simu',
        email: 'Barua pepe',
        jobTitleId: 'Cheo cha kazi',
        image: 'Picha',
      },
    },
    service: {
      name: 'Huduma |||| Huduma',
      fields: {
        name: 'Jina',
        categoryIds: 'Kategoria',
        description: 'Maelezo',
        performerIds: 'Wahudumu',
        image: 'Picha',
      },
    },
  },
} satisfies typeof coreEnglish;

/** Every Saluni text in Swahili: the core above plus each area's, merged like the English catalogue. */
export const saluniSwahili = [
  specSwahili,
  clientsSwahili,
  staffSwahili,
  servicesSwahili,
  offeringsSwahili,
  inventorySwahili,
  stockSwahili,
  suppliersSwahili,
  clientRecordsSwahili,
  appointmentsSwahili,
  firstRunSwahili,
].reduce<MessageTree>((merged, area) => deepMerge(merged, area), coreSwahili);
