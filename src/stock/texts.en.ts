import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the stock screens (warehouses, stock entries, reconcile, transfer, a variant's stock). In English they join the catalogue when those screens load
 * (src/stock/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const stockScreensEnglish = {
  saluni: {
    stock: {
      variant: {
        sync: 'Synchronize stock positions of %{name}',
        byWarehouse: 'Stock of %{name} by warehouse',
        byWarehouseTitle: 'Stock of %{name} by warehouse',
        warehouse: 'Warehouse',
        quantity: 'Quantity',
      },
      ui: {
        warehouses: 'Warehouses',
        addWarehouse: 'Add Warehouse',
        editWarehouse: 'Edit Warehouse',
        name: 'Name',
        location: 'Location',
        actions: 'Actions',
        add: 'Add',
        update: 'Update',
        cancel: 'Cancel',
        save: 'Save',
        search: 'Search',
        clear: 'Clear',
        noWarehouses: 'No warehouses to display',
        stockEntries: 'Stock Entries',
        refresh: 'Refresh',
        reconcile: 'Reconcile Stock',
        transfer: 'Transfer Stock',
        transactionType: 'Transaction Type',
        all: 'All',
        stockIn: 'Stock In',
        stockOut: 'Stock Out',
        warehouse: 'Warehouse',
        item: 'Item',
        product: 'Product',
        variant: 'Variant',
        noSku: 'No SKU',
        variantNumber: 'Variant %{n} (no SKU)',
        reconcileAdds: 'This quantity is added to the stock already in the warehouse',
        type: 'Type',
        quantity: 'Quantity',
        reference: 'Reference',
        referenceType: 'Reference Type',
        manual: 'Manual',
        date: 'Date',
        edit: 'Edit',
        delete: 'Delete',
        rowActions: 'Entry actions',
        reversed: 'Reversed',
        noEntries: 'No stock entries to display',
        sellingPrice: 'Selling Price',
        sourceWarehouse: 'Source Warehouse',
        destinationWarehouse: 'Destination Warehouse',
        available: 'Available: %{n}',
        confirmDeleteEntry: 'Are you sure you want to delete this stock entry?',
        editEntry: 'Edit Stock Entry',
        saved: 'Stock entry reference saved',
        editEntryHint:
          'A posted stock entry is never changed: only its reference is edited here. To correct a quantity, delete the entry (a reversing entry is posted) and post a new one.',
      },
    },
  },
} satisfies MessageTree;
