import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the stock usage screens (the inventory hub's Stock Usage tab). In English they join
 * the catalogue when the tab loads (src/stock-usage/texts.ts); in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const stockUsageScreensEnglish = {
  saluni: {
    stockUsage: {
      ui: {
        newUsage: 'New Usage',
        createTitle: 'New Stock Usage',
        editTitle: 'Edit Stock Usage',
        viewTitle: 'Stock Usage %{number}',
        search: 'Search',
        purpose: 'Purpose',
        status: 'Status',
        all: 'All',
        clear: 'Clear',
        usageNumber: 'Usage Number',
        usageNumberHint: 'Leave empty to number it automatically',
        usageDate: 'Usage Date',
        appointment: 'Appointment',
        appointmentOption: '%{client}, %{time}',
        noAppointments: 'No appointments on this day',
        businessReason: 'Business Reason',
        notes: 'Notes',
        details: 'Details',
        items: 'Items',
        product: 'Product',
        variant: 'Variant',
        warehouse: 'Warehouse',
        quantity: 'Quantity',
        addItem: 'Add Item',
        removeItem: 'Remove item %{n}',
        date: 'Date',
        actions: 'Actions',
        rowActions: 'Usage actions',
        view: 'View',
        edit: 'Edit',
        confirm: 'Confirm',
        cancel: 'Cancel',
        close: 'Close',
        save: 'Save',
        create: 'Create',
        noUsages: 'No stock usages to display',
        confirmTitle: 'Confirm Stock Usage',
        confirmContent: 'Confirming takes these items out of stock. This cannot be undone.',
        cancelTitle: 'Cancel Stock Usage',
        cancelContent: 'Cancel this stock usage? A cancelled usage cannot be confirmed.',
        keep: 'Keep',
      },
      purposes: { appointment: 'Appointment', business: 'Business' },
      statuses: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' },
      reasons: {
        damaged: 'Damaged/Expired',
        training: 'Training/Demo',
        promotion: 'Promotional',
        testing: 'Quality Testing',
        office: 'Office Use',
        maintenance: 'Maintenance',
        theft: 'Theft/Loss',
        other: 'Other',
      },
    },
  },
} satisfies MessageTree;
