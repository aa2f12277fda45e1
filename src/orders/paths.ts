/** The order page's route and a link to one order. */
export const ORDER_PATH = '/order/:id';
export const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;
/** Where the order page goes back to: the hub's Orders tab. */
export const ORDERS_TAB_PATH = '/products?tab=orders';
