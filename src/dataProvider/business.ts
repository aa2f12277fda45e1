import type { FirstRunChecklist, StarterServicesResult } from '../../registry/firstRun';
import { ROUTES } from '../../registry/routes';
import type { Business } from '../auth/types';
import type { SettingsValues } from '../settings/businessSettingsForm';
import type { RouteCaller } from './routeCall';

/** A file as the server stored it (POST /v1/file); records name it by `filename`. */
export type StoredImage = { filename: string };

/** The business's own calls and its file uploads, as dataProvider methods. */
export const businessMethods = ({ call }: RouteCaller) => ({
  /** A new business, owned by the signed-in user; it becomes the current one only when the caller says so. */
  createBusiness: (values: { name: string; country: string }) =>
    call<Business>(ROUTES.businessCreate, { body: values }),
  updateBusiness: (id: string, values: SettingsValues) =>
    call<Business>(ROUTES.businessUpdate, { id, body: { ...values } }),
  /** Stores the files in the current business and returns them in the order given. */
  uploadFiles: (files: Blob[]) => call<StoredImage[]>(ROUTES.fileUpload, { files }),
  /** The current business's first steps, each done or not (docs/areas/first-run.md). */
  getFirstRun: () => call<FirstRunChecklist>(ROUTES.firstRunGet),
  /** Creates the ticked starter services, named in the user's language; names already there are skipped. */
  addStarterServices: (keys: string[]) =>
    call<StarterServicesResult>(ROUTES.starterServicesCreate, { body: { keys } }),
});
