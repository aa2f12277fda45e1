import type { DataProvider, GetOneParams, RaRecord } from 'react-admin';
import { consultationForm, RESOURCES, type Action } from '../../../registry';
import type { ConsultationFormContent } from '../../../registry/resources/consultationForm';
import { useRoles } from '../business/useRoles';
import { getCurrentBusinessId } from '../business/currentBusiness';
import { createRegistryDataProvider, http } from '../../dataProvider';

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

/**
 * Whether the current role may do `action` on consultation forms. The app's canAccess knows
 * only RESOURCES, so this reads the role the same way: owners and admins may do everything,
 * staff what their permissions grant.
 */
export const useConsultationFormAccess = (action: Action): boolean => {
  const { current } = useRoles();
  if (!current) return false;
  if (current.role === 'owner' || current.role === 'admin') return true;
  return current.permissions[consultationForm.module]?.includes(action) ?? false;
};
