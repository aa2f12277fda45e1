import { MESSAGES_PATH } from '../shared/appScreens';

/** The query key naming the order a card checkout came back for. */
export const CARD_ORDER_PARAM = 'cardOrder';

/**
 * Where the card provider's page sends the browser back: the SMS bundles tab of the messages
 * page (the app routes by its hash), naming the order, whose outcome the tab then shows.
 */
export const cardReturnPath = (orderId: string) =>
  `/#${MESSAGES_PATH}?tab=bundles&${CARD_ORDER_PARAM}=${encodeURIComponent(orderId)}`;
