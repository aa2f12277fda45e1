import type { MessageTree } from '../merge';

/**
 * The memberships' and vouchers' refusals and the product export's column names: only the server
 * speaks them (it sends them worded), so they join its catalogue (english.ts) and not the web
 * app's.
 */
export const serverWordedEnglish = {
  saluni: {
    offerings: {
      coverage: {
        service_not_covered: 'The membership does not cover this service',
        not_started: 'The membership has not started yet',
        expired: 'The membership has expired',
        cancelled: 'The membership was cancelled',
        no_membership: 'The client holds no membership',
      },
      voucherReasons: {
        not_found: 'No voucher has this code',
        other_business: 'This voucher belongs to another business',
        other_client: 'This voucher was sold to another client',
        cancelled: 'This voucher was cancelled',
        expired: 'This voucher has expired',
        used_up: 'This voucher has been used up',
      },
    },
    catalogue: {
      export: {
        title: 'Title',
        type: 'Type',
        usage: 'Usage',
        status: 'Status',
        category: 'Category',
        brand: 'Brand',
        manufacturer: 'Manufacturer',
        weight: 'Weight (Kg)',
        sku: 'SKU',
        options: 'Options',
        stock: 'Stock',
        salesStock: 'Sales warehouse stock',
        supplyPrice: 'Supply price',
        retailPrice: 'Retail price',
        lastPrice: 'Last price',
        sale: 'Sale',
        inStore: 'In-store',
      },
    },
  },
} satisfies MessageTree;
