/**
 * What the server says about a business's full export (docs/areas/export.md).
 * Server-only, merged by server/http/catalogues.ts; the settings card has its own pair.
 */
export const serverExportEnglish = {
  saluni: {
    businessExport: {
      alreadyBuilding: 'An export of this business is already being built',
      notReady: 'This export is not ready yet',
    },
  },
};
