import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the receipt dialog (src/orders/OrderReceipt.tsx); the receipt's own words come with it
 * from the server, in the user's language. Joins the catalogue with the order texts (texts.ts).
 */
export const receiptScreenEnglish = {
  saluni: {
    orderReceipt: {
      title: 'Receipt',
      paper: 'Paper',
      papers: { '80mm': '80 mm roll', a4: 'A4' },
      print: 'Print',
      downloadPdf: 'Download PDF',
      close: 'Close',
      sendTo: 'Send to client',
      channels: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
      sent: 'Receipt sent to the client',
      qrCode: 'eTIMS QR code',
      loadFailed: 'The receipt could not be loaded',
    },
  },
} satisfies MessageTree;
