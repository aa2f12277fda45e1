/** Texts of the checkout's buyer details and tax note (docs/areas/checkout-web.md). */
export const checkoutBuyerEnglish = {
  saluni: {
    checkout: {
      buyer: {
        toggle: 'Invoice to a business or a person',
        name: 'Name on the invoice',
        taxId: { KE: 'KRA PIN', AU: 'ABN' },
        why: 'A tax invoice of A$1,000 or more names the buyer: enter the name or the ABN.',
        required: 'Enter the name or the ABN',
      },
    },
  },
};
