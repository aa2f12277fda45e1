import type { RouteDeclaration } from './declaration';

const importPath = '/v1/data-import';

/**
 * Importing records from a CSV file (docs/areas/import.md), owners and admins only (the handlers
 * check): the preview is a dry run of the whole file; the import writes every row or none.
 */
export const dataImportRoutes = {
  dataImportPreview: {
    method: 'POST',
    path: `${importPath}/preview`,
    access: 'member',
    replyKey: 'dataImportPreview',
  },
  dataImportRun: {
    method: 'POST',
    path: importPath,
    access: 'member',
    replyKey: 'dataImport',
    created: true,
  },
} as const satisfies Record<string, RouteDeclaration>;
