/** What the eTIMS submission's calls say (docs/areas/etims.md). */
export const serverEtimsEnglish = {
  saluni: {
    etims: {
      retryNotRefused: 'Only an invoice the control unit refused can be sent again',
    },
  },
};
