import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TaxInvoiceWarning } from '../../../src/tax';
import { ownerOf, staffOf } from '../support/fakeServer';
import { nairobiSalon, renderWithServer, sydneySalon } from './support';

afterEach(() => vi.unstubAllGlobals());

/** Time for the roles to arrive and a call, were one to be made, to be made. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

const ATTENTION = {
  pending: 2,
  refused: 1,
  oldest: { orderId: 'o7', invoiceNo: 41, issuedAt: '2026-11-28T06:00:00.000Z' },
};

describe('the warning of invoices KRA has not accepted', () => {
  test('counts them and opens the oldest order', async () => {
    renderWithServer(<TaxInvoiceWarning />, { taxInvoiceAttention: () => ATTENTION });
    expect(await screen.findByText(/3 invoices not accepted by KRA after an hour/)).toBeTruthy();
    expect(screen.getByText(/1 refused/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Open the oldest (invoice 41)' }));
    expect(await screen.findByText('The order page')).toBeTruthy();
  });

  test('says nothing when every invoice is accepted', async () => {
    const server = renderWithServer(<TaxInvoiceWarning />, {
      taxInvoiceAttention: () => ({ pending: 0, refused: 0, oldest: null }),
    });
    await waitFor(() =>
      expect(server.received('GET', '/v1/tax-invoices/attention')).toHaveLength(1),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('asks nothing for an Australian business', async () => {
    const australian = renderWithServer(
      <TaxInvoiceWarning />,
      { taxInvoiceAttention: () => ATTENTION },
      ownerOf(sydneySalon),
    );
    await waitFor(() => expect(australian.received('GET', '/v1/user').length).toBeGreaterThan(0));
    await settled();
    expect(australian.received('GET', '/v1/tax-invoices/attention')).toHaveLength(0);
  });

  test('asks nothing for staff without the orders permission', async () => {
    const staff = renderWithServer(
      <TaxInvoiceWarning />,
      { taxInvoiceAttention: () => ATTENTION },
      staffOf(nairobiSalon, {}),
    );
    await waitFor(() => expect(staff.received('GET', '/v1/user').length).toBeGreaterThan(0));
    await settled();
    expect(staff.received('GET', '/v1/tax-invoices/attention')).toHaveLength(0);
  });
});
