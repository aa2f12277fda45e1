import { businessSwahili } from './areas/business.sw';
import { appointmentsSwahili } from './areas/appointments.sw';
import { clientRecordsSwahili } from './areas/clientRecords.sw';
import { clientsSwahili } from './areas/clients.sw';
import { inventorySwahili } from './areas/inventory.sw';
import { offeringsSwahili } from './areas/offerings.sw';
import { servicesSwahili } from './areas/services.sw';
import { staffSwahili } from './areas/staff.sw';
import { stockSwahili } from './areas/stock.sw';
import { suppliersSwahili } from './areas/suppliers.sw';
import { taxBooksSwahili } from './areas/taxBooks.sw';
import { paySwahili } from './areas/pay.sw';
import { deepMerge, type MessageTree } from './merge';
import { specSwahili } from './spec.sw';
import { specScreensSwahili } from './specScreens.sw';
import { serverWordedSwahili } from './areas/serverWorded.sw';
import { coreSwahili } from './core.sw';

/** Every Saluni text both sides speak, in Swahili: the same files as `english.ts`, merged alike. */
export const saluniSwahili = [
  specSwahili,
  specScreensSwahili,
  serverWordedSwahili,
  clientsSwahili,
  staffSwahili,
  servicesSwahili,
  offeringsSwahili,
  inventorySwahili,
  stockSwahili,
  suppliersSwahili,
  clientRecordsSwahili,
  appointmentsSwahili,
  businessSwahili,
  taxBooksSwahili,
  paySwahili,
].reduce<MessageTree>((merged, area) => deepMerge(merged, area), coreSwahili);
