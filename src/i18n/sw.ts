import type { TranslationMessages } from 'react-admin';
import { deepMerge, type MessageTree } from './merge';
import { appointmentScreensSwahili } from './areas/appointmentScreens.sw';
import { inventoryScreensSwahili } from './areas/inventoryScreens.sw';
import { messagingScreensSwahili } from './areas/messagingScreens.sw';
import { checkoutScreensSwahili } from './areas/checkoutScreens.sw';
import { suppliersScreensSwahili } from './areas/suppliersScreens.sw';
import { purchasingScreensSwahili } from './areas/purchasingScreens.sw';
import { stockUsageScreensSwahili } from './areas/stockUsageScreens.sw';
import { ordersScreensSwahili } from './areas/ordersScreens.sw';
import { staffScreensSwahili } from './areas/staffScreens.sw';
import { reportViewsSwahili } from './areas/reportViews.sw';
import { reportsScreensSwahili } from './areas/reportsScreens.sw';
import { cashUpSwahili } from './areas/cashUp.sw';
import { raSwahili } from './raSwahili';
import { saluniSwahili } from './saluni.sw';

/** react-admin's texts plus every Saluni text in Swahili (the area screens' too): the web app's second catalogue. */
export const sw = [
  saluniSwahili,
  appointmentScreensSwahili,
  inventoryScreensSwahili,
  suppliersScreensSwahili,
  purchasingScreensSwahili,
  stockUsageScreensSwahili,
  messagingScreensSwahili,
  checkoutScreensSwahili,
  ordersScreensSwahili,
  staffScreensSwahili,
  reportViewsSwahili,
  reportsScreensSwahili,
  cashUpSwahili,
].reduce<MessageTree>(
  (merged, texts) => deepMerge(merged, texts),
  raSwahili as unknown as MessageTree,
) as unknown as TranslationMessages;
