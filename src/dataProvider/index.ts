import { useDataProvider } from 'react-admin';
import { RESOURCES, consultationForm, supplier } from '../../registry';
import type { ReadAheadPage } from '../../registry/readAhead';
import { getCurrentBusinessId } from '../business/currentBusiness';
import { i18nProvider } from '../i18n';
import { appointmentMethods } from './appointments';
import { auditMethods } from './audit';
import { authMethods } from './auth';
import { businessMethods } from './business';
import { cashUpMethods } from './cashUp';
import { clientMethods } from './clients';
import { clientRecordMethods } from './clientRecords';
import { createHttpClient, type HttpClient } from './http';
import { offeringMethods } from './offerings';
import { payMethods } from './pay';
import { webhookMethods } from './webhooks';
import { businessExportMethods } from './businessExport';
import { dataImportMethods } from './dataImport';
import { productMethods } from './products';
import { purchaseMethods } from './purchases';
import { reportMethods } from './reports';
import { createRegistryDataProvider } from './registryDataProvider';
import { messagingMethods } from './messaging';
import { notificationMethods } from './notifications';
import { withReadAhead } from './readAhead';
import { takeSignInSentEarly } from './signInRequest';
import { createRouteCaller } from './routeCall';
import { searchMethods } from './search';
import { serviceMethods } from './services';
import { orderMethods } from './orders';
import { smsBundleMethods } from './smsBundles';
import { staffMethods } from './staff';
import { stockMethods } from './stock';
import { stockUsageMethods } from './stockUsage';
import { taxMethods } from './tax';

/** The business every call works in; the business gate keeps screens from calling before one exists, this is the backstop. */
export const currentBusinessIdOrFail = (): string => {
  const businessId = getCurrentBusinessId();
  if (!businessId) throw new Error('saluni.ui.noBusiness');
  return businessId;
};

/**
 * The one way the screens call the API: react-admin's CRUD over the registry (consultation forms
 * and suppliers included, registered outside RESOURCES) and every other call as a typed method whose path and
 * reply key come from registry/routes.ts.
 */
/** Where M-Pesa payments are served when not on the app's own origin (docs/areas/messaging-web.md). */
const paymentsOrigin: string | undefined = import.meta.env?.VITE_PAYMENTS_URL || undefined;

export const createSaluniDataProvider = (http: HttpClient) => {
  const routes = createRouteCaller(http, currentBusinessIdOrFail, { payments: paymentsOrigin });
  return {
    ...createRegistryDataProvider({
      http,
      resources: [...RESOURCES, consultationForm, supplier],
      getBusinessId: getCurrentBusinessId,
    }),
    ...productMethods(routes),
    ...stockMethods(routes),
    ...purchaseMethods(routes),
    ...stockUsageMethods(routes),
    ...clientMethods(routes),
    ...clientRecordMethods(routes),
    ...serviceMethods(routes),
    ...staffMethods(routes),
    ...offeringMethods(routes),
    ...businessMethods(routes),
    ...authMethods(routes),
    ...appointmentMethods(routes),
    ...messagingMethods(routes),
    ...notificationMethods(routes),
    ...smsBundleMethods(routes),
    ...orderMethods(routes),
    ...reportMethods(routes),
    ...searchMethods(routes),
    ...cashUpMethods(routes),
    ...taxMethods(routes),
    ...payMethods(routes),
    ...auditMethods(routes),
    ...webhookMethods(routes),
    ...businessExportMethods(routes),
    ...dataImportMethods(routes),
  };
};

export type SaluniDataProvider = ReturnType<typeof createSaluniDataProvider>;

/** Fetch, but the sign-in the boot sent early answers the app's (signInRequest.ts). */
const fetchOrTakeEarly: typeof fetch = (input, init) =>
  takeSignInSentEarly(input, init) ?? globalThis.fetch(input, init);

const readAheadLayer = withReadAhead(
  createHttpClient(fetchOrTakeEarly, () => i18nProvider.getLocale()),
);

/** The app's shared HTTP client (auth and business calls use it too), answered from reads made ahead. */
export const http = readAheadLayer.client;

/**
 * Starts, with a live session, the user's and `page`'s first reads in the current business, in
 * one round trip (registry/readAhead.ts); the calls that ask for them are answered from it.
 */
export const readAhead = (page?: ReadAheadPage) =>
  readAheadLayer.readAhead(page, getCurrentBusinessId());

export const dataProvider = createSaluniDataProvider(http);

/** react-admin's dataProvider hook, typed with the custom methods. */
export const useSaluniDataProvider = () => useDataProvider<SaluniDataProvider>();

export { createHttpClient } from './http';
export { createRegistryDataProvider } from './registryDataProvider';
