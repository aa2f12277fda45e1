/** Texts of the service form's tax inputs (docs/areas/checkout-web.md). */
export const serviceTaxEnglish = {
  saluni: {
    services: {
      tax: {
        kraItemClassCode: 'KRA item class code',
        kraItemClassCodeHelp: "KRA's eTIMS classification of this service",
      },
    },
  },
};
