import { PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../../registry/orders';
import type { OrderQuery } from '../dataProvider/orders';

/** The list's own filters, as the screen holds them ('' is "all"). */
export interface OrderFilters {
  clientEmail: string;
  status: '' | OrderStatus;
  q: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { clientEmail: '', status: '', q: '' };

/**
 * The report filter's query the Orders tab is opened with (inventory.md 2: tab=orders, type,
 * startDate, endDate, method), as list filters. An unknown payment method is left out rather than
 * refused by the server.
 */
export const reportFilters = (
  params: URLSearchParams,
): Pick<OrderQuery, 'type' | 'dateStart' | 'dateEnd' | 'paymentMethod'> => {
  const method = params.get('method');
  return {
    type: params.get('type') || undefined,
    dateStart: params.get('startDate') || undefined,
    dateEnd: params.get('endDate') || undefined,
    paymentMethod:
      method && (PAYMENT_METHODS as readonly string[]).includes(method)
        ? (method as PaymentMethod)
        : undefined,
  };
};

/** Every filter of the list call but the paging: the export sends the same. */
export const orderFilterQuery = (
  filters: OrderFilters,
  params: URLSearchParams,
  sort: string,
): OrderQuery => ({
  ...reportFilters(params),
  clientEmail: filters.clientEmail || undefined,
  status: filters.status || undefined,
  q: filters.q.trim() || undefined,
  sort,
});
