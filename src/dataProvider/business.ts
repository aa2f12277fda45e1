import type { ApiKeyDocument, ApiKeyScope, CreatedApiKey } from '../../registry/apiKeys';
import type { FirstRunChecklist, StarterServicesResult } from '../../registry/firstRun';
import type { OnlineBookingDocument, OnlineBookingSettings } from '../../registry/onlineBooking';
import { ROUTES } from '../../registry/routes';
import type { Business } from '../business/types';
import type { RouteCaller } from './routeCall';

/** The business settings form's values, as the settings call sends them: the business's own fields. */
/** What the business settings form edits, named once for its type and its initial values. */
export const SETTINGS_FIELDS = [
  'name',
  'country',
  'timezone',
  'currency',
  'appointmentGapInMinutes',
  'opensOnHolidays',
  'calendarEnabled',
  'logo',
  'address',
] as const;
export type SettingsValues = Pick<Business, (typeof SETTINGS_FIELDS)[number]>;

/** A file as the server stored it (POST /v1/file); records name it by `filename`. */
export type StoredImage = { filename: string };

/** A picture chosen in an ImageInput, before upload. */
interface NewImage {
  rawFile: Blob;
}

/** Whether an ImageInput's item is a picture still to upload, not one stored already. */
export const isNewImage = (value: unknown): value is NewImage =>
  typeof value === 'object' &&
  value !== null &&
  (value as { rawFile?: unknown }).rawFile instanceof Blob;

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
  /** The current business's online booking settings, or the defaults with a suggested slug. */
  getOnlineBooking: () => call<OnlineBookingDocument>(ROUTES.onlineBookingGet),
  /** Numbers the form could not read go as typed, so the server names the field. */
  saveOnlineBooking: (values: Record<keyof OnlineBookingSettings, unknown>) =>
    call<OnlineBookingDocument>(ROUTES.onlineBookingSave, { body: values }),
  /** The current business's API keys, newest first (docs/areas/api-keys.md). */
  listApiKeys: () => call<ApiKeyDocument[]>(ROUTES.apiKeyList),
  /** A new key: the reply's `key` is shown this once and never again. */
  createApiKey: (values: { name: string; scopes: ApiKeyScope[] }) =>
    call<CreatedApiKey>(ROUTES.apiKeyCreate, { body: values }),
  revokeApiKey: (id: string) => call<ApiKeyDocument>(ROUTES.apiKeyRevoke, { id }),
});
