/**
 * Texts of the tax screens (docs/areas/tax-web.md): the tax settings, the tax report, the
 * dashboard's warning of invoices KRA has not accepted, and the tax class of an item.
 */
export const taxScreensEnglish = {
  saluni: {
    taxScreens: {
      settings: {
        title: 'Tax',
        open: 'Tax settings',
        hint: 'The names and numbers printed on tax invoices, and whether the business charges VAT or GST.',
        save: 'Save tax settings',
        saved: 'Tax settings saved',
        legalName: 'Legal name',
        legalNameHint: "As registered with the tax authority; the business's name when empty",
        phone: 'Phone on invoices',
        kraPin: 'KRA PIN',
        kraPinHint: 'A letter, 9 digits and a letter, for example P051234567X',
        vatRegistered: 'Registered for VAT',
        etimsBranchId: 'eTIMS branch id',
        etimsBranchIdHint: '00 for the head office',
        etimsDeviceSerial: 'eTIMS device serial',
        abn: 'ABN',
        abnHint: '11 digits, for example 51 824 753 556',
        gstRegistered: 'Registered for GST',
        pricesIncludeTaxKE:
          'The price of every service and product is what the client pays: when the business is registered for VAT, the VAT is the part of that price KRA takes (16 in every 116 of a standard item). Nothing is added at the till.',
        pricesIncludeTaxAU:
          'The price of every service and product is what the client pays: when the business is registered for GST, the GST is the part of that price the ATO takes (1 in every 11 of a taxable item). Nothing is added at the till.',
      },
      report: {
        title: 'Tax report',
        titleKE: 'VAT per eTIMS band',
        titleAU: 'GST and the BAS',
        loadFailed: 'The tax report could not be loaded: %{message}',
        export: 'Export CSV',
        band: 'Band',
        salesTaxable: 'Sales',
        salesTax: 'Tax on sales',
        creditTaxable: 'Credit notes',
        creditTax: 'Tax on credit notes',
        netTaxable: 'Net sales',
        netTax: 'Net tax',
        counts: '%{invoices} invoices and %{creditNotes} credit notes from %{from} to %{to}',
        taxIncluded: 'Amounts include tax.',
        basTitle: 'For the BAS',
        g1: 'G1 Total sales (GST included)',
        gst1A: '1A GST on sales',
      },
      warning: {
        title: 'Invoices KRA has not accepted',
        pending:
          '1 invoice not accepted by KRA after an hour |||| %{smart_count} invoices not accepted by KRA after an hour',
        refused: '1 refused |||| %{smart_count} refused',
        openOldest: 'Open the oldest (invoice %{invoiceNo})',
      },
      taxClass: {
        label: 'Tax class',
        default: '%{band} (the default)',
        hint: 'Rates of the business country; an item left on the default follows the standard rate.',
        bands: {
          A: 'Exempt (A)',
          B: 'Standard (B, 16%)',
          C: 'Zero-rated (C, 0%)',
          D: 'Non-VAT (D)',
          E: 'Reduced (E, 8%)',
          GST: 'GST (10%)',
          FRE: 'GST-free',
        },
      },
    },
  },
};
