/**
 * What the server says about tax on the books (docs/areas/tax.md): the buyer's details at
 * checkout and an item's tax class.
 */
export const serverTaxBooksEnglish = {
  saluni: {
    taxBooks: {
      validation: {
        kraPin: 'Enter a KRA PIN: A or P, nine digits and a letter (P051234567X)',
        abn: 'Enter a valid ABN: 11 digits (51 824 753 556)',
        buyerRequired: 'A tax invoice of A$1,000 or more names the buyer: enter their name or ABN',
        taxClassOfCountry: 'Choose a tax class of your business’s country: %{bands}',
        itemClassCode: 'The KRA item classification code is at most 20 characters',
      },
    },
  },
};
