/**
 * The server's words about tax settings and the tax report (docs/areas/tax-web.md): the
 * settings' refusals, the report's period refusals and the CSV export's headers.
 */
export const serverTaxEnglish = {
  saluni: {
    taxSettings: {
      validation: {
        legalName: 'The legal name is at most 200 characters',
        phone: "Enter a phone number of the business's country",
        boolean: 'Choose yes or no',
        kraPin: 'A KRA PIN is a letter A or P, 9 digits and a letter, for example P051234567X',
        kraPinRequired: 'A VAT-registered business needs its KRA PIN',
        branchId: 'The eTIMS branch id is two digits: 00 for the head office',
        deviceSerial: 'The device serial is at most 40 characters',
        abn: 'This ABN is not valid: it has 11 digits and a check the ATO sets',
        abnRequired: 'A GST-registered business needs its ABN',
        otherCountry: "This field is not used in the business's country: leave it empty",
      },
    },
    taxReport: {
      validation: {
        notADay: 'Write the day as YYYY-MM-DD',
        toBeforeFrom: 'The last day is before the first',
      },
      export: {
        band: 'Band',
        rate: 'Rate (%)',
        salesTaxable: 'Sales (tax included)',
        salesTax: 'Tax on sales',
        creditTaxable: 'Credit notes (tax included)',
        creditTax: 'Tax on credit notes',
        netTaxable: 'Net sales (tax included)',
        netTax: 'Net tax',
      },
    },
  },
};
