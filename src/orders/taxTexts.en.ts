/** Texts of the order page's tax: bands, the buyer, invoices and credit notes (docs/areas/orders-web.md). */
export const orderTaxEnglish = {
  saluni: {
    orders: {
      page: {
        taxBand: 'Tax band',
        taxable: 'Sold for',
        tax: 'Tax',
        invoice: 'Document',
      },
      tax: {
        title: 'Tax',
        none: 'No tax on this order',
        totalTax: 'Total tax',
        buyer: 'Invoiced to',
        invoices: 'Tax invoices',
        noInvoices: 'No tax invoice yet: one is made once the order is paid in full',
        invoice: 'Invoice %{number}',
        creditNote: 'Credit note %{number} (invoice %{original})',
        states: {
          pending: 'Waiting for KRA',
          accepted: 'Accepted by KRA',
          refused: 'Refused by KRA',
          issued: 'Issued',
        },
        accepted: 'CU invoice number %{number} (control unit %{unit})',
        refused: 'KRA code %{code}: %{message}',
        issued: 'Tax invoice number %{number}',
        retry: 'Retry',
        retried: 'The invoice was sent to KRA again',
      },
    },
  },
};
