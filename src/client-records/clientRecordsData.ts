import type { DataProvider, GetOneParams, RaRecord } from 'react-admin';
import { consultationForm, RESOURCES } from '../../registry';
import type { ConsultationFormContent } from '../../registry/resources/consultationForm';
import { getCurrentBusinessId } from '../business/currentBusiness';
import { createRegistryDataProvider, http } from '../dataProvider';

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

/** The history of a form, read with `useGetOne(HISTORY, { id })`. */
export const HISTORY = 'consultation-form-history';

const registry = createRegistryDataProvider({ http, resources: [...RESOURCES, consultationForm] });

/**
 * The app's registry dataProvider plus consultation forms (registered outside RESOURCES, see
 * registry/resources/consultationForm.ts) and their history. The client record components
 * provide it to react-admin's hooks below them.
 */
export const clientRecordsDataProvider: DataProvider = {
  ...registry,
  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
    if (resource !== HISTORY) return registry.getOne<R>(resource, params);
    const reply = await http<{ consultationFormHistory: ConsultationFormVersion[] }>({
      path: `${consultationForm.path}/${params.id}/history`,
      query: { businessId: getCurrentBusinessId() ?? undefined },
    });
    return { data: { id: params.id, versions: reply.consultationFormHistory } as unknown as R };
  },
};

