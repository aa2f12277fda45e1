import type { specEnglish } from './spec.en';

/** The spec's texts in Swahili, key for key with `spec.en.ts`, the placeholders kept. */
export const specSwahili = {
  saluni: {
    spec: {
      client: {
        genders: {
          male: 'Mwanaume',
          female: 'Mwanamke',
          other: 'Nyingine',
        },
      },
      report: {
        month: 'Mwezi',
        week: 'Wiki',
        day: 'Siku',
      },
      validation: {
        fullNameRequired: 'Jina Kamili linahitajika',
        phoneValid: 'Namba ya simu lazima iwe sahihi',
        emailRequired: 'Barua pepe inahitajika',
        emailValid: 'Barua pepe lazima iwe sahihi',
        genderRequired: 'Jinsia inahitajika',
        dateRequired: 'Tarehe inahitajika',
        clientRequired: 'Mteja anahitajika',
        durationRequired: 'Muda unahitajika',
        jobTitleRequired: 'Cheo cha kazi kinahitajika',
        supplierPhone: 'Namba sahihi ya simu inahitajika',
        categoryRequired: 'Kategoria inahitajika',
        categoryNameField: 'Jina la Kategoria linahitajika',
        categoryNameRequired: 'Jina la kategoria linahitajika',
        categoryNameExists: 'Kategoria yenye jina hili tayari ipo',
        categoryNameEmpty: 'Jina la kategoria haliwezi kuwa tupu',
        required: 'Inahitajika.',
        mustBeNumber: 'Lazima iwe namba.',
      },
      errors: {
        requestFailed: 'Ombi limeshindikana!',
        anErrorOccurred: 'Hitilafu imetokea',
        membershipDuplicate: 'Uanachama wenye jina hilo tayari upo',
        businessDuplicate: 'Jina la biashara tayari linatumika',
        insufficientSms: 'SMS zilizobaki hazitoshi',
        receiptMissingId: 'Data ya stakabadhi si sahihi - kitambulisho hakipo',
      },
      toast: {
        clientCategoryCreated: 'Kategoria ya wateja imeundwa',
        serviceCategory: {
          created: 'Kategoria ya huduma imeundwa',
          updated: 'Kategoria ya huduma imesasishwa',
          deleted: 'Kategoria ya huduma imefutwa',
        },
        staffCreated: 'Mfanyakazi ameongezwa',
        staffUpdated: 'Mfanyakazi amesasishwa',
        employeeDeleted: 'Mfanyakazi amefutwa',
        serviceRoom: {
          created: 'Chumba cha huduma kimeundwa',
          updated: 'Chumba cha huduma kimesasishwa',
          deleted: 'Chumba cha huduma kimefutwa',
        },
        employeePermission: {
          created: 'Ruhusa ya mfanyakazi imeundwa',
          deleted: 'Ruhusa ya mfanyakazi imefutwa',
        },
        addressUpdated: 'Anwani Imesasishwa',
        jobTitle: {
          created: 'Cheo cha kazi kimeundwa',
          updated: 'Cheo cha kazi kimesasishwa',
          deleted: 'Cheo cha kazi kimefutwa',
        },
        clientConsultationFormCreated: 'Fomu ya ushauri ya mteja imeundwa',
        consultationFormDeleted: 'Fomu ya ushauri imefutwa',
        business: {
          created: 'Biashara imesajiliwa',
          deleted: 'Biashara imefutwa',
        },
      },
    },
  },
} satisfies typeof specEnglish;
