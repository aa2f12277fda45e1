import { businessEnglish } from './areas/business.en';
import { appointmentsEnglish } from './areas/appointments.en';
import { clientRecordsEnglish } from './areas/clientRecords.en';
import { clientsEnglish } from './areas/clients.en';
import { inventoryEnglish } from './areas/inventory.en';
import { offeringsEnglish } from './areas/offerings.en';
import { servicesEnglish } from './areas/services.en';
import { staffEnglish } from './areas/staff.en';
import { stockEnglish } from './areas/stock.en';
import { suppliersEnglish } from './areas/suppliers.en';
import { taxBooksEnglish } from './areas/taxBooks.en';
import { payEnglish } from './areas/pay.en';
import { deepMerge, type MessageTree } from './merge';
import { specEnglish } from './spec.en';
import { coreEnglish } from './core.en';

/**
 * Every Saluni text both sides speak but the spec's texts only screens show: the web app's main
 * English catalogue (src/i18n/en.ts). Those screens add theirs as they load (specScreens.en.ts);
 * english.ts adds them for the server.
 */
export const shellEnglish = [
  specEnglish,
  clientsEnglish,
  staffEnglish,
  servicesEnglish,
  offeringsEnglish,
  inventoryEnglish,
  stockEnglish,
  suppliersEnglish,
  clientRecordsEnglish,
  appointmentsEnglish,
  businessEnglish,
  taxBooksEnglish,
  payEnglish,
].reduce<MessageTree>((merged, area) => deepMerge(merged, area), coreEnglish);
