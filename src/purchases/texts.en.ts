import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the purchasing screens (the hub's Purchase Requests and Purchase Receipts tabs). In
 * English they join the catalogue when those screens load (src/purchases/texts.ts); in Swahili
 * they are part of the Swahili catalogue. The spec's toasts and failures stay in saluni.spec.
 */
export const purchasingScreensEnglish = {
  saluni: {
    purchases: {
      ui: {
        newRequest: 'New Request',
        supplier: 'Supplier',
        dueDate: 'Due Date',
        noDueDate: 'No due date',
        status: 'Status',
        total: 'Total',
        actions: 'Actions',
        view: 'View',
        delete: 'Delete',
        product: 'Product',
        variant: 'Variant',
        quantity: 'Quantity',
        unitPrice: 'Unit Price',
        addItem: 'Add Item',
        removeItem: 'Remove item',
        item: 'Item',
        notes: 'Notes',
        noItems: 'No items yet',
        create: 'Create',
        cancel: 'Cancel',
        close: 'Close',
        submitRequest: 'Submit Request',
        receivePurchase: 'Receive Purchase',
        cancelRequest: 'Cancel Request',
        receiveInto: 'Receive into warehouse',
        noRequests: 'No purchase requests yet',
        confirmDelete: 'Delete this purchase request?',
        request: 'Purchase Request',
        receiptMade: 'A pending purchase receipt was made from this request.',
        stockReceived:
          'The goods are in stock: a received purchase receipt was made from this request.',
        receiveTitle: 'Receive this purchase?',
        receiveContent:
          'The goods of this request go into stock in %{warehouse} now, with a received purchase receipt. This cannot be undone.',
        receivePendingContent:
          'A pending purchase receipt of this request is made for %{warehouse}; the stock goes in when that receipt is received.',
      },
      statuses: {
        CREATED: 'Created',
        SUBMITTED: 'Submitted',
        RECEIVED: 'Received',
        CANCELLED: 'Cancelled',
      },
      receipts: {
        newReceipt: 'New Receipt',
        editReceipt: 'Edit Receipt',
        viewReceipt: 'Purchase Receipt',
        receiptNumber: 'Receipt Number',
        receiptNumberHint: 'Left empty, the next number is given',
        warehouse: 'Warehouse',
        receiptDate: 'Receipt Date',
        totalAmount: 'Total Amount',
        sellingPrice: 'Selling Price',
        lineTotal: 'Line Total',
        edit: 'Edit',
        receive: 'Receive',
        save: 'Save',
        noReceipts: 'No purchase receipts yet',
        rowActions: 'Receipt actions',
        confirmDelete: 'Delete this purchase receipt?',
        statuses: { pending: 'Pending', received: 'Received', cancelled: 'Cancelled' },
      },
    },
  },
} satisfies MessageTree;
