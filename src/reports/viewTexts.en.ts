import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the report views (the Sales and Clients reports' figures, tables and charts) and the
 * dashboard's overview figures. In English they join the catalogue when those views load
 * (src/reports/viewTexts.ts); in Swahili they are part of the Swahili catalogue, which loads whole.
 */
export const reportViewsEnglish = {
  saluni: {
    reports: {
      sales: {
        loadFailed: 'The sales report could not be loaded: %{message}',
        empty:
          'Nothing sold and no money received in this period. Sales appear here once an order is made at checkout.',
        exportCsv: 'Export CSV',
        chartLoading: 'Loading the chart…',
        summary: {
          label: 'The period at a glance',
          sales: 'Sales (what was sold)',
          takings: 'Takings (money received)',
          unpaid: 'Unpaid balance (sold, not yet paid)',
        },
        statement: {
          title: 'Sales (what was sold)',
          caption:
            'Sales are what was sold less discounts, counted on their order date; cancelled orders are left out. Refunds are money given back: they are in the takings.',
          line: 'Line',
          amount: 'Amount',
          services: 'Services',
          products: 'Products',
          memberships: 'Memberships',
          vouchers: 'Vouchers',
          packages: 'Packages',
          discounts: 'Discounts',
          sales: 'Sales',
        },
        byMethod: {
          title: 'Takings by payment method (money received)',
          caption:
            'Payments received (cash and card when taken, M-Pesa once confirmed; never a pending or failed push) less refunds given, counted on the day the money moved.',
          method: 'Payment method',
          received: 'Received',
          refunded: 'Refunded',
          takings: 'Takings',
          total: 'All methods',
          empty: 'No money received in this period.',
        },
        byDay: {
          title: 'Sales and takings by day',
          chart: 'Bar chart of takings (money received) by day',
          day: 'Day',
          orders: 'Orders',
          sales: 'Sales',
          unpaid: 'Unpaid',
          takings: 'Takings',
          empty: 'Nothing sold or received in this period.',
        },
        methods: { cash: 'Cash', card: 'Card', 'm-pesa': 'M-Pesa' },
        deposits: {
          title: 'Deposits (money received, kept apart from sales)',
          caption:
            'Deposits paid in this period, counted on the day each was paid, and what became of them. Taken at checkout, a deposit is part of the sale and is in the takings on the day it was paid; a kept deposit is income, not sales.',
          line: 'Deposits',
          amount: 'Amount',
          received: 'Received',
          applied: 'Taken at checkout (in the takings)',
          held: 'Held (service not done yet)',
          kept: 'Deposits kept (no-show or late cancellation: income, not sales)',
          refunded: 'Refunded',
          empty: 'No deposits received in this period.',
        },
        byStaff: {
          title: 'By staff member',
          staff: 'Staff member',
          amount: 'Amount',
          lines: 'Lines sold',
          unassigned: 'Unassigned',
          empty: 'No sales credited to staff in this period.',
        },
        byService: {
          title: 'By service',
          name: 'Service',
          quantity: 'Quantity',
          amount: 'Amount',
          empty: 'No services sold in this period.',
        },
        byProduct: {
          title: 'By product',
          name: 'Product',
          quantity: 'Quantity',
          amount: 'Amount',
          empty: 'No products sold in this period.',
        },
      },
      messages: {
        loadFailed: 'The messages report could not be loaded: %{message}',
        title: 'Messages to clients',
        confirmations: 'Appointments confirmed by reply: %{count}',
        empty:
          'No messages sent in this period yet. Confirmations and reminders count here once they go.',
        byChannel: 'Messages by channel',
        channel: 'Channel',
        channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' },
        sent: 'Sent',
        delivered: 'Delivered',
        failed: 'Not delivered',
        units: 'Units',
        byMonth: 'Appointments, no-shows and late cancellations by month',
        month: 'Month',
        appointments: 'Appointments',
        noShows: 'No-shows',
        lateCancellations: 'Late cancellations',
      },
      clients: {
        loadFailed: 'The clients report could not be loaded: %{message}',
        newClients: 'New clients',
        returningClients: 'Returning clients',
        chart: 'Pie chart of new and returning clients',
        empty: 'No client bought anything in this period.',
        top: {
          title: 'Top clients',
          empty: 'No client spent anything in this period.',
        },
        columns: {
          name: 'Client',
          email: 'E-mail',
          phone: 'Phone',
          firstOrder: 'First order',
          orders: 'Orders',
          spent: 'Spent',
        },
        mostSold: {
          title: 'Most sold services',
          by: 'Rank by',
          amount: 'Amount',
          count: 'Count',
          name: 'Service',
          empty: 'No services sold in this period.',
        },
        list: {
          title: 'Clients in this period',
          show: 'Show',
          new: 'New',
          returning: 'Returning',
          emptyNew: 'No new clients in this period: a client is new on their first order.',
          emptyReturning:
            'No returning clients in this period: a client returns when they order again after an earlier order.',
        },
      },
    },
    dashboard: {
      overview: {
        label: 'The business at a glance',
        takingsToday: 'Takings today (money received)',
        takingsWeek: 'Takings this week (money received)',
        takingsMonth: 'Takings this month (money received)',
        salesToday: 'Sales today (what was sold)',
        unpaidToday: "Unpaid balance of today's sales",
        booked: 'Appointments booked today',
        completed: 'Appointments completed today',
        newClientsToday: 'New clients today',
        newClientsWeek: 'New clients this week',
        lastSevenDays: 'Takings (money received) over the last seven days',
        sparkline: 'Line of takings over the last seven days',
      },
    },
  },
} satisfies MessageTree;
