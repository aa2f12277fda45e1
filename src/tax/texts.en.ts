/** Texts of the tax class input. */
export const taxScreensEnglish = {
  saluni: {
    tax: {
      classInput: { label: 'Tax class', standard: 'Standard' },
    },
  },
};
