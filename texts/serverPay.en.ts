/**
 * What the server says about staff pay (docs/areas/pay.md): a closing's refusals and the columns
 * of the pay and staff performance exports. Server-only, merged by server/http/catalogues.ts.
 */
export const serverPayEnglish = {
  saluni: {
    pay: {
      errors: {
        notEnded: 'This pay period has not ended yet',
        alreadyClosed: 'This pay period is already closed',
      },
      staffReportExport: {
        name: 'Staff member',
        sales: 'Sales',
        servicesDone: 'Services done',
        serviceSales: 'Service sales',
        productSales: 'Product sales',
        orders: 'Orders',
        averageBill: 'Average bill',
        rebookingRate: 'Rebooking rate (%)',
        commission: 'Commission',
        totals: 'Totals',
      },
      export: {
        name: 'Staff member',
        sales: 'Sales',
        deductions: 'Deductions',
        commission: 'Commission',
        refundsReversed: 'Refunds reversed',
        tips: 'Tips',
        total: 'Total',
        hours: {
          total: 'Hours',
          weekday: 'Weekday hours',
          saturday: 'Saturday hours',
          sunday: 'Sunday hours',
          publicHoliday: 'Public holiday hours',
        },
      },
    },
  },
};
