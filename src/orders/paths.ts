/** A link to one order's page (the custom route /order/:id of src/App.tsx). */
export const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;
/** Where the order page goes back to: the hub's Orders tab. */
export const ORDERS_TAB_PATH = '/products?tab=orders';
