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

/** The client records' calls beyond CRUD, as dataProvider methods. */
export const clientRecordMethods = ({ call }: RouteCaller) => ({
  consultationFormHistory: (formId: string) => call<ConsultationFormVersion[]>(ROUTES.consultationFormHistory, { id: formId }),
});
