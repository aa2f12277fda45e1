import type { ImportPreview, ImportRequest, ImportResult } from '../../registry/dataImport';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

/** What the page sends: the request without the business, which every call adds. */
export type ImportCall = Omit<ImportRequest, 'businessId'>;

/** Importing a CSV file (docs/areas/import.md): the dry run of the whole file, then the import itself. */
export const dataImportMethods = ({ call }: RouteCaller) => ({
  previewDataImport: (request: ImportCall) =>
    call<ImportPreview>(ROUTES.dataImportPreview, { body: { ...request } }),
  runDataImport: (request: ImportCall) =>
    call<ImportResult>(ROUTES.dataImportRun, { body: { ...request } }),
});
