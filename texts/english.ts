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
 * Every Saluni text both sides speak, in English: the core, the spec's texts and the labels of the
 * areas the server speaks too (an area may add keys, never change one). The checks the web app
 * shows only in an area's screens (working hours, online booking, pay) load with those screens;
 * server/http/catalogues.ts merges them for the server.
 */
export const saluniEnglish = [
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
