import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../registry/orders';
import type { TaxInvoice } from '../../../registry/taxInvoices';
import { line, order, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const invoice = (id: string, extra: Partial<TaxInvoice> = {}): TaxInvoice => ({
  _id: id,
  orderId: 'o1',
  kind: 'sale',
  invoiceNo: 41,
  originalInvoiceNo: null,
  state: 'pending',
  currency: 'KES',
  lines: [],
  bands: [],
  total: 2000,
  tax: 137.93,
  buyerName: null,
  buyerTaxId: null,
  controlUnit: null,
  refusal: null,
  attempts: 1,
  issuedAt: '2026-11-20T08:05:00.000Z',
  ...extra,
});

/** A Kenyan order of a 16% product and an exempt service, with its invoices. */
const taxed = (invoices: TaxInvoice[], extra: Partial<Order> = {}): Order =>
  order('o1', {
    lines: [
      line('l1', { taxBand: 'B', taxRate: 16, taxable: 1000, tax: 137.93, total: 1000 }),
      line('l2', { name: 'Haircut', taxBand: 'A', taxRate: 0, taxable: 1000, total: 1000 }),
    ],
    tax: 137.93,
    taxBands: [
      { band: 'A', rate: 0, taxable: 1000, tax: 0 },
      { band: 'B', rate: 16, taxable: 1000, tax: 137.93 },
    ],
    buyerName: 'Baraka Events Ltd',
    buyerTaxId: 'P051234567X',
    invoices,
    ...extra,
  });

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement;

const openOrder = (shown: () => Order, extra: Parameters<typeof renderOrders>[1] = {}) =>
  renderOrders('/order/o1', { orderGet: () => shown(), ...extra });

describe("the order page's tax", () => {
  test('shows each line band, the tax per band, the total tax included in the prices and the buyer', async () => {
    openOrder(() => taxed([invoice('i1')]));
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const items = card('Items');
    expect(within(items).getByRole('columnheader', { name: 'Tax band' })).toBeTruthy();
    expect(within(items).getByText('B 16%')).toBeTruthy();
    expect(within(items).getByText('A 0%')).toBeTruthy();
    const tax = card('Tax');
    const bandB = tax.querySelector('[data-band="B"]') as HTMLElement;
    expect(within(bandB).getByText(/KES\s137\.93/)).toBeTruthy();
    expect(within(bandB).getByText(/KES\s1,000\.00/)).toBeTruthy();
    const total = tax.querySelector('[data-total="tax"]') as HTMLElement;
    expect(within(total).getByText('Total tax')).toBeTruthy();
    expect(within(total).getByText(/KES\s137\.93/)).toBeTruthy();
    expect(within(tax).getByText('Prices include tax')).toBeTruthy();
    expect(within(tax).getByText('Baraka Events Ltd · P051234567X')).toBeTruthy();
  });

  test('an order with no tax says so', async () => {
    openOrder(() => order('o1'));
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(within(card('Tax')).getByText('No tax on this order')).toBeTruthy();
    expect(within(card('Tax invoices')).getByText(/No tax invoice yet/)).toBeTruthy();
  });

  test('shows each invoice and credit note with its state: waiting, accepted, issued', async () => {
    openOrder(() =>
      taxed([
        invoice('i1', {
          state: 'accepted',
          controlUnit: {
            controlUnitId: 'KRACU0100000001',
            receiptNo: 123,
            totalReceiptNo: 456,
            internalData: 'DATA',
            receiptSignature: 'SIGN',
            signedAt: '2026-11-20T08:05:10.000Z',
            qrUrl: 'https://etims.example/qr',
          },
        }),
        invoice('i2', { kind: 'credit', invoiceNo: 42, originalInvoiceNo: 41 }),
        invoice('i3', { invoiceNo: 43, state: 'issued' }),
      ]),
    );
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const invoices = card('Tax invoices');
    const accepted = invoices.querySelector('[data-invoice="41"]') as HTMLElement;
    expect(within(accepted).getByText('Invoice 41')).toBeTruthy();
    expect(within(accepted).getByText('Accepted by KRA')).toBeTruthy();
    expect(
      within(accepted).getByText('CU invoice number 123 (control unit KRACU0100000001)'),
    ).toBeTruthy();
    const credit = invoices.querySelector('[data-invoice="42"]') as HTMLElement;
    expect(within(credit).getByText('Credit note 42 (invoice 41)')).toBeTruthy();
    expect(within(credit).getByText('Waiting for KRA')).toBeTruthy();
    const issued = invoices.querySelector('[data-invoice="43"]') as HTMLElement;
    expect(within(issued).getByText('Tax invoice number 43')).toBeTruthy();
    expect(within(invoices).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  test("a refused invoice shows KRA's code and message, and Retry sends it again", async () => {
    let current = taxed([
      invoice('i1', { state: 'refused', refusal: { code: '910', message: 'Invalid item code' } }),
    ]);
    const server = openOrder(() => current, {
      taxInvoiceRetry: () => {
        current = taxed([invoice('i1', { state: 'pending', attempts: 2 })]);
        return current.invoices[0];
      },
    });
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const invoices = card('Tax invoices');
    expect(within(invoices).getByText('Refused by KRA')).toBeTruthy();
    expect(within(invoices).getByText('KRA code 910: Invalid item code')).toBeTruthy();
    fireEvent.click(within(invoices).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(server.received('POST', '/v1/tax-invoices/i1/retry')).toHaveLength(1),
    );
    expect(await within(invoices).findByText('Waiting for KRA')).toBeTruthy();
    expect(within(invoices).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
