import { i18nProvider } from '../i18n';
import { createHttpClient } from './http';
import { createRegistryDataProvider } from './registryDataProvider';

/** The app's shared HTTP client (auth and business calls use it too). */
export const http = createHttpClient(undefined, () => i18nProvider.getLocale());

export const dataProvider = createRegistryDataProvider({ http });

export { createHttpClient } from './http';
export { createRegistryDataProvider } from './registryDataProvider';
