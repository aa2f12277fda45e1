import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptPaper } from '../../registry/receipts';

/** 80 mm in PDF points (1 pt = 1/72 in). */
const ROLL_WIDTH = (80 / 25.4) * 72;
const A4 = { width: 595.28, height: 841.89 };
/** A page tall enough for any receipt's first pass, which only measures. */
const MEASURE_HEIGHT = 14_400;

interface Layout {
  width: number;
  margin: number;
  fontSize: number;
  qrSize: number;
}

const LAYOUTS: Record<ReceiptPaper, Layout> = {
  '80mm': { width: ROLL_WIDTH, margin: 10, fontSize: 7.5, qrSize: 110 },
  a4: { width: A4.width, margin: 50, fontSize: 10, qrSize: 140 },
};

type Doc = InstanceType<typeof PDFDocument>;

/** Draws the receipt from the top of the page and answers where it ended. */
const draw = (doc: Doc, receipt: Receipt, layout: Layout): number => {
  const { margin, fontSize } = layout;
  const inner = layout.width - 2 * margin;
  const money = (amount: number) => `${receipt.currency} ${amount.toFixed(2)}`;
  const { labels } = receipt;
  doc.fontSize(fontSize).font('Helvetica');
  const centred = (words: string, bold = false) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(words, margin, undefined, {
      width: inner,
      align: 'center',
    });
  const row = (left: string, right: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const rightWidth = Math.min(inner / 2, doc.widthOfString(right) + 2);
    doc.text(right, margin + inner - rightWidth, y, { width: rightWidth, align: 'right' });
    const afterRight = doc.y;
    doc.text(left, margin, y, { width: inner - rightWidth - 4 });
    doc.y = Math.max(doc.y, afterRight);
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + inner, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
  };

  doc.y = margin;
  doc.fontSize(fontSize * 1.4);
  centred(receipt.title, true);
  doc.fontSize(fontSize);
  centred(receipt.seller.name, true);
  if (receipt.seller.legalName) centred(receipt.seller.legalName);
  if (receipt.seller.address) centred(receipt.seller.address);
  if (receipt.seller.phone) centred(`${labels.phone}: ${receipt.seller.phone}`);
  if (receipt.seller.taxId) centred(`${receipt.seller.taxId.label}: ${receipt.seller.taxId.value}`);
  rule();
  if (receipt.invoiceNo !== null) row(labels.invoiceNo, String(receipt.invoiceNo));
  row(labels.orderNo, String(receipt.orderNo));
  row(labels.date, receipt.issuedAt);
  row(labels.client, receipt.clientName);
  if (receipt.buyer?.name) row(labels.buyer, receipt.buyer.name);
  if (receipt.buyer?.taxId) row(labels.buyerTaxId, receipt.buyer.taxId);
  rule();
  for (const line of receipt.lines) {
    row(`${line.quantity} x ${line.name}`, money(line.total), true);
    const detail = [`${labels.price} ${money(line.unitPrice)}`];
    if (line.discount > 0) detail.push(`${labels.discount} ${money(line.discount)}`);
    if (line.bandLabel) detail.push(`${labels.band} ${line.bandLabel}`);
    doc.font('Helvetica').text(detail.join(' · '), margin, undefined, { width: inner });
    if (line.staff) doc.text(`${labels.staff}: ${line.staff}`, margin, undefined, { width: inner });
  }
  rule();
  row(labels.subtotal, money(receipt.subtotal));
  for (const amount of receipt.amounts) row(amount.label, money(amount.amount));
  row(labels.total, money(receipt.total), true);
  for (const band of receipt.bands)
    row(`${band.label} (${labels.taxable} ${money(band.taxable)})`, money(band.tax));
  if (receipt.taxLine) centred(receipt.taxLine, true);
  if (receipt.tips) {
    rule();
    doc.font('Helvetica').text(receipt.tips.heading, margin, undefined, { width: inner });
    for (const tip of receipt.tips.lines) row(tip.name, money(tip.amount));
    row(receipt.tips.totalWithTipsLabel, money(receipt.tips.totalWithTips), true);
  }
  rule();
  for (const payment of receipt.payments) {
    row(payment.label, money(payment.tendered ?? payment.amount));
    if (payment.reference) row(`  ${labels.reference}`, payment.reference);
  }
  if (receipt.change > 0) row(labels.change, money(receipt.change));
  if (receipt.depositPaid > 0) row(labels.depositPaid, money(receipt.depositPaid));
  if (receipt.balanceDue > 0) row(labels.balanceDue, money(receipt.balanceDue), true);
  for (const refund of receipt.refunds) row(`${refund.label} ${refund.at}`, money(-refund.amount));
  for (const note of receipt.creditNotes) row(note.label, money(-note.total));
  if (receipt.etims) {
    rule();
    centred(labels.etims, true);
    const unit = receipt.etims;
    const pairs: [string, string | null][] = [
      [labels.controlUnitId, unit.controlUnitId],
      [labels.cuInvoiceNo, unit.cuInvoiceNo],
      [labels.internalData, unit.internalData],
      [labels.receiptSignature, unit.receiptSignature],
      [labels.signedAt, unit.signedAt],
    ];
    for (const [label, value] of pairs) if (value) row(label, value);
    if (unit.qrImage) {
      doc.moveDown(0.5);
      const left = margin + (inner - layout.qrSize) / 2;
      doc.image(unit.qrImage, left, doc.y, { width: layout.qrSize });
      doc.y += layout.qrSize;
    }
  }
  if (receipt.notices.length) rule();
  for (const notice of receipt.notices) centred(notice, true);
  rule();
  centred(labels.thanks);
  // A little more than the bottom margin, so the last line never spills onto a second page.
  return doc.y + margin + fontSize;
};

/** How tall the receipt is on a roll: drawn once on a throwaway page. */
const measuredHeight = (receipt: Receipt, layout: Layout) => {
  const scratch = new PDFDocument({ size: [layout.width, MEASURE_HEIGHT], margin: 0 });
  const height = Math.ceil(draw(scratch, receipt, layout));
  scratch.end();
  return height;
};

/**
 * The receipt as a PDF: on an 80 mm roll the page is as tall as the receipt (measured by drawing
 * it once on a throwaway page), on A4 it flows over as many pages as it needs.
 */
export const receiptPdf = (receipt: Receipt, paper: ReceiptPaper): Promise<Buffer> => {
  const layout = LAYOUTS[paper];
  const height = paper === 'a4' ? A4.height : measuredHeight(receipt, layout);
  const doc = new PDFDocument({
    size: [layout.width, height],
    margins: {
      top: layout.margin,
      bottom: layout.margin,
      left: layout.margin,
      right: layout.margin,
    },
    info: { Title: `${receipt.title} ${receipt.invoiceNo ?? receipt.orderNo}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, receipt, layout);
  doc.end();
  return done;
};
