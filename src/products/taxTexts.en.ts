/** Texts of the product form's tax inputs (docs/areas/checkout-web.md). */
export const productTaxEnglish = {
  saluni: {
    inventory: {
      tax: {
        kraItemClassCode: 'KRA item class code',
        kraItemClassCodeHelp: "KRA's eTIMS classification of this product",
      },
    },
  },
};
