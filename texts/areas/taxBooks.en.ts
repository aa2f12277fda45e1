/**
 * The tax class every item offers (docs/areas/tax.md): the bands' names and the fields of the
 * catalogue's resources that hold one.
 */
const taxFields = { taxClass: 'Tax class' };

export const taxBooksEnglish = {
  saluni: {
    taxBooks: {
      bands: {
        A: 'A: exempt',
        B: 'B: VAT 16%',
        C: 'C: zero-rated (0%)',
        D: 'D: non-VAT',
        E: 'E: VAT 8%',
        GST: 'GST 10%',
        FRE: 'GST-free',
      },
    },
  },
  resources: {
    service: {
      fields: { ...taxFields, kraItemClassCode: 'KRA item classification code' },
    },
    membership: { fields: taxFields },
    voucher: { fields: taxFields },
    'service-package': { fields: taxFields },
  },
};
