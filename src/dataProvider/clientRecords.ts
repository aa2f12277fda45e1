import type { RaRecord } from 'react-admin';
import type { ConsultationFormContent } from '../../registry/resources/consultationForm';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

/** A consultation form record as the screens hold it. */
export interface ConsultationFormRecord extends RaRecord {
  clientId: string;
  form: ConsultationFormContent;
  version: number;
  updatedAt: string;
}

/** One entry of a form's history (server/client-records/consultationForms.ts). */
export interface ConsultationFormVersion {
  version: number;
  form: ConsultationFormContent;
  savedAt: string;
  replacedAt: string | null;
}

/** What a Google reviews import did: every row imported, or none (the server refuses the file). */
export interface GoogleReviewImportResult {
  imported: number;
  skipped: number;
}

/** The client records' calls beyond CRUD, as dataProvider methods. */
export const clientRecordMethods = ({ call }: RouteCaller) => ({
  consultationFormHistory: (formId: string) =>
    call<ConsultationFormVersion[]>(ROUTES.consultationFormHistory, { id: formId }),
  importGoogleReviews: (file: Blob) =>
    call<GoogleReviewImportResult>(ROUTES.googleReviewImport, { files: [file] }),
});
