import type { Receipt } from '../../registry/receipts';

/**
 * The receipt as plain text, for an e-mail: the same document the screen and the PDF lay out,
 * in parts separated by blank lines (which the outbox's HTML part turns into paragraphs).
 */
export const receiptPlainText = (receipt: Receipt): string => {
  const money = (amount: number) => `${receipt.currency} ${amount.toFixed(2)}`;
  const { labels, seller } = receipt;
  const pair = (label: string, value: string) => `${label}: ${value}`;
  const head = [
    receipt.title,
    seller.name,
    seller.legalName,
    seller.address,
    seller.phone && pair(labels.phone, seller.phone),
    seller.taxId && pair(seller.taxId.label, seller.taxId.value),
    receipt.invoiceNo !== null && pair(labels.invoiceNo, String(receipt.invoiceNo)),
    pair(labels.orderNo, String(receipt.orderNo)),
    pair(labels.date, receipt.issuedAt),
    pair(labels.client, receipt.clientName),
    receipt.buyer?.name && pair(labels.buyer, receipt.buyer.name),
    receipt.buyer?.taxId && pair(labels.buyerTaxId, receipt.buyer.taxId),
  ];
  const lines = receipt.lines.map((line) =>
    [
      `${line.quantity} x ${line.name} @ ${money(line.unitPrice)}`,
      line.discount > 0 && `-${money(line.discount)}`,
      `= ${money(line.total)}`,
      line.bandLabel && `[${line.bandLabel}]`,
      line.staff && `(${pair(labels.staff, line.staff)})`,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const totals = [
    pair(labels.subtotal, money(receipt.subtotal)),
    ...receipt.amounts.map((amount) => pair(amount.label, money(amount.amount))),
    pair(labels.total, money(receipt.total)),
    ...receipt.bands.map((band) => pair(band.label, `${money(band.taxable)} / ${money(band.tax)}`)),
    receipt.taxLine,
  ];
  const tips = receipt.tips
    ? [
        receipt.tips.heading,
        ...receipt.tips.lines.map((tip) => pair(tip.name, money(tip.amount))),
        pair(receipt.tips.totalWithTipsLabel, money(receipt.tips.totalWithTips)),
      ]
    : [];
  const payments = [
    ...receipt.payments.map((payment) =>
      [pair(payment.label, money(payment.tendered ?? payment.amount)), payment.reference]
        .filter(Boolean)
        .join(' '),
    ),
    receipt.change > 0 && pair(labels.change, money(receipt.change)),
    receipt.depositPaid > 0 && pair(labels.depositPaid, money(receipt.depositPaid)),
    receipt.balanceDue > 0 && pair(labels.balanceDue, money(receipt.balanceDue)),
    ...receipt.refunds.map((refund) => pair(`${refund.label} ${refund.at}`, money(refund.amount))),
    ...receipt.creditNotes.map((note) => pair(note.label, money(note.total))),
  ];
  const unit = receipt.etims;
  const etims = unit
    ? [
        unit.controlUnitId && pair(labels.controlUnitId, unit.controlUnitId),
        unit.cuInvoiceNo && pair(labels.cuInvoiceNo, unit.cuInvoiceNo),
        unit.internalData && pair(labels.internalData, unit.internalData),
        unit.receiptSignature && pair(labels.receiptSignature, unit.receiptSignature),
        unit.signedAt && pair(labels.signedAt, unit.signedAt),
        unit.qrUrl,
      ]
    : [];
  return [head, lines, totals, tips, payments, etims, receipt.notices, [labels.thanks]]
    .map((part) => part.filter((line): line is string => typeof line === 'string' && line !== ''))
    .filter((part) => part.length)
    .map((part) => part.join('\n'))
    .join('\n\n');
};
