import type { receiptScreenEnglish } from './receiptTexts.en';

/** The receipt dialog's texts in Swahili, key for key with `receiptTexts.en.ts`. */
export const receiptScreenSwahili = {
  saluni: {
    orderReceipt: {
      title: 'Risiti',
      paper: 'Karatasi',
      papers: { '80mm': 'Karatasi ya mm 80', a4: 'Karatasi ya A4' },
      print: 'Chapisha',
      downloadPdf: 'Pakua PDF',
      close: 'Funga',
      sendTo: 'Mtumie mteja',
      channels: { email: 'Barua pepe', sms: 'SMS', whatsapp: 'WhatsApp' },
      sent: 'Risiti imetumwa kwa mteja',
      qrCode: 'Msimbo wa QR wa eTIMS',
      loadFailed: 'Risiti haikuweza kupakiwa',
    },
  },
} satisfies typeof receiptScreenEnglish;
