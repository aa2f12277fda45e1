import type { RouteDeclaration } from './declaration';

const exportPath = '/v1/business-export';

/**
 * A business's full export (docs/areas/export.md): members' calls, and the handlers let only
 * owners and admins through, as an export holds everything the business keeps.
 */
export const businessExportRoutes = {
  businessExportList: {
    method: 'GET',
    path: exportPath,
    access: 'member',
    replyKey: 'businessExports',
  },
  businessExportCreate: {
    method: 'POST',
    path: exportPath,
    access: 'member',
    replyKey: 'businessExport',
    created: true,
  },
  // The archive itself (a tar.gz), once the export is ready.
  businessExportDownload: { method: 'GET', path: `${exportPath}/:id/download`, access: 'member' },
} as const satisfies Record<string, RouteDeclaration>;
