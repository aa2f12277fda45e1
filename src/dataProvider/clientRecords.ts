import type { RaRecord } from 'react-admin';
import type { ConsultationFormContent } from '../../registry/resources/consultationForm';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';
import type {
  ConsultationFormVersion,
  GoogleReviewImportResult,
} from '../../registry/clientRecords';

export type * from '../../registry/clientRecords';

/** A consultation form record as the screens hold it. */
export interface ConsultationFormRecord extends RaRecord {
  clientId: string;
  form: ConsultationFormContent;
  version: number;
  updatedAt: string;
}

/** The client records' calls beyond CRUD, as dataProvider methods. */
export const clientRecordMethods = ({ call }: RouteCaller) => ({
  consultationFormHistory: (formId: string) =>
    call<ConsultationFormVersion[]>(ROUTES.consultationFormHistory, { id: formId }),
  importGoogleReviews: (file: Blob) =>
    call<GoogleReviewImportResult>(ROUTES.googleReviewImport, { files: [file] }),
});
