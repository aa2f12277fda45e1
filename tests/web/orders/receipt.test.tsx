import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Receipt } from '../../../registry/receipts';
import { staffOf } from '../support/fakeServer';
import { order, renderOrders, salon } from '../support/orders';

const SLOW = { timeout: 10_000 };

const LABELS: Receipt['labels'] = {
  invoiceNo: 'Invoice no.',
  orderNo: 'Order no.',
  date: 'Date',
  client: 'Client',
  buyer: 'Buyer',
  buyerTaxId: 'Buyer PIN / ABN',
  phone: 'Phone',
  price: 'Price',
  discount: 'Discount',
  staff: 'Served by',
  band: 'Tax',
  subtotal: 'Subtotal',
  total: 'Total',
  taxable: 'Taxable',
  reference: 'Ref.',
  change: 'Change',
  depositPaid: 'Deposit already paid',
  balanceDue: 'Balance due',
  etims: 'eTIMS',
  controlUnitId: 'CU ID',
  cuInvoiceNo: 'CU invoice no.',
  internalData: 'Internal data',
  receiptSignature: 'Receipt signature',
  signedAt: 'CU date and time',
  thanks: 'Thank you for your visit.',
};

const QR_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

/** A Kenyan sale paid by M-Pesa, accepted by eTIMS, as the server builds its receipt. */
const kenyan: Receipt = {
  orderId: 'o1',
  orderNo: 1,
  language: 'en',
  country: 'KE',
  currency: 'KES',
  title: 'Tax invoice',
  seller: {
    name: 'Salon One',
    legalName: 'Salon One Limited',
    address: '12 Moi Avenue, Nairobi',
    phone: '+254700000001',
    taxId: { label: 'KRA PIN', value: 'P051234567X' },
  },
  invoiceNo: 7,
  issuedAt: '2026-11-28 12:30',
  clientName: 'Wanjiru Kamau',
  buyer: null,
  lines: [
    {
      name: 'Haircut',
      quantity: 1,
      unitPrice: 1500,
      discount: 0,
      total: 1500,
      staff: 'Amina Otieno',
      band: 'B',
      bandLabel: 'B 16%',
      taxed: true,
      tax: 206.9,
    },
  ],
  subtotal: 1500,
  amounts: [],
  total: 1500,
  bands: [{ band: 'B', label: 'B 16%', rate: 16, taxable: 1500, tax: 206.9 }],
  tax: 206.9,
  taxLine: 'VAT: KES 206.90',
  payments: [
    {
      method: 'm-pesa',
      label: 'M-Pesa',
      amount: 1500,
      tendered: null,
      change: null,
      reference: 'QKT1ABC2DE',
      deposit: false,
    },
  ],
  change: 0,
  depositPaid: 0,
  balanceDue: 0,
  refunds: [],
  creditNotes: [],
  tips: null,
  etims: {
    state: 'accepted',
    controlUnitId: 'KRACU0100000001',
    cuInvoiceNo: 'KRACU0100000001/42',
    internalData: 'INTERNALDATA4567ABCD',
    receiptSignature: 'SIGNATURE1234ABCD',
    signedAt: '2026-11-28 12:30:00',
    qrUrl: 'https://etims.kra.go.ke/receipt?Data=X',
    qrImage: QR_IMAGE,
  },
  notices: [],
  labels: LABELS,
};

/** An Australian sale of A$1,200 to a named buyer. */
const australian: Receipt = {
  ...kenyan,
  country: 'AU',
  currency: 'AUD',
  seller: { ...kenyan.seller, taxId: { label: 'ABN', value: '51824753556' } },
  buyer: { name: 'Harbour Events Pty Ltd', taxId: '33102417032' },
  lines: [{ ...kenyan.lines[0]!, band: 'GST', bandLabel: 'GST', unitPrice: 1200, total: 1200 }],
  subtotal: 1200,
  total: 1200,
  bands: [{ band: 'GST', label: 'GST', rate: 10, taxable: 1200, tax: 109.09 }],
  tax: 109.09,
  taxLine: 'GST: AUD 109.09',
  payments: [{ ...kenyan.payments[0]!, method: 'card', label: 'Card', reference: null }],
  etims: null,
};

afterEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

const openReceipt = async (
  receipt: Receipt,
  extra: Parameters<typeof renderOrders>[1] = {},
  role?: Parameters<typeof renderOrders>[2],
) => {
  const server = renderOrders(
    '/order/o1',
    { orderGet: () => order('o1'), orderReceipt: () => receipt, ...extra },
    role,
  );
  await screen.findByRole('heading', { level: 1 }, SLOW);
  fireEvent.click(screen.getByRole('button', { name: 'Print Receipt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
  await within(dialog).findByText(receipt.title);
  return { server, dialog };
};

describe('the receipt dialog', () => {
  test("shows a Kenyan tax invoice: the PIN, the lines' band and staff, the M-Pesa code, the CU data and the QR code", async () => {
    const { dialog } = await openReceipt(kenyan);
    for (const text of [
      'Salon One',
      'Salon One Limited',
      '12 Moi Avenue, Nairobi',
      'KRA PIN: P051234567X',
      '1 × Haircut',
      'Served by: Amina Otieno',
      'VAT: KES 206.90',
      'QKT1ABC2DE',
      'KRACU0100000001/42',
      'INTERNALDATA4567ABCD',
      'SIGNATURE1234ABCD',
      '2026-11-28 12:30:00',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText(/Tax B 16%/)).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'eTIMS QR code' }).getAttribute('src')).toBe(
      QR_IMAGE,
    );
  });

  test('shows an Australian tax invoice with the ABN, the buyer and the GST', async () => {
    const { dialog } = await openReceipt(australian);
    for (const text of [
      'ABN: 51824753556',
      'Harbour Events Pty Ltd',
      '33102417032',
      'GST: AUD 109.09',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  test('prints on the paper chosen, and saves the PDF for that paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { server, dialog } = await openReceipt(kenyan, {
      orderReceiptPdf: () =>
        new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'A4' }));
    expect(within(dialog).getByRole('button', { name: 'A4' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(server.received('GET', '/v1/order/o1/receipt.pdf')).toHaveLength(1));
    expect(server.received('GET', '/v1/order/o1/receipt.pdf')[0]!.query.get('paper')).toBe('a4');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  test('sends the receipt to the client by the channel chosen', async () => {
    const { server, dialog } = await openReceipt(kenyan, {
      orderReceiptSend: () => ({ channel: 'whatsapp', expiresAt: '2027-02-26T00:00:00.000Z' }),
    });
    const channels = within(dialog).getByRole('group', { name: 'Send to client' });
    expect(
      within(channels)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['E-mail', 'SMS', 'WhatsApp']);
    fireEvent.click(within(channels).getByRole('button', { name: 'WhatsApp' }));
    expect(await screen.findByText('Receipt sent to the client')).toBeTruthy();
    expect(server.received('POST', '/v1/order/o1/receipt-send')[0]!.body).toEqual({
      channel: 'whatsapp',
      businessId: 'b1',
    });
  });

  test('offers no sending to staff who may only read orders', async () => {
    const { dialog } = await openReceipt(
      kenyan,
      {},
      staffOf(salon, { 'products.Orders': ['read'] }),
    );
    expect(within(dialog).queryByRole('group', { name: 'Send to client' })).toBeNull();
  });
});
