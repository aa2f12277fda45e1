import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TaxSettings } from '../../../registry/taxInvoices';
import { TaxSettingsPage } from '../../../src/tax/TaxSettingsPage';
import { ownerOf } from '../support/fakeServer';
import { renderWithServer, sydneySalon } from './support';

afterEach(() => vi.unstubAllGlobals());

const NONE: TaxSettings = {
  legalName: null,
  phone: null,
  kraPin: null,
  vatRegistered: false,
  etimsBranchId: null,
  etimsDeviceSerial: null,
  abn: null,
  gstRegistered: false,
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('tax settings', () => {
  test("a Kenyan business sees KRA's fields only, and saves them", async () => {
    const server = renderWithServer(<TaxSettingsPage />, {
      taxSettingsGet: () => NONE,
      taxSettingsSave: (request) => ({
        ...NONE,
        ...(request.body as object),
        kraPin: 'P051234567X',
      }),
    });
    await screen.findByLabelText('KRA PIN');
    expect(screen.queryByLabelText('ABN')).toBeNull();
    expect(screen.queryByLabelText('Registered for GST')).toBeNull();
    expect(screen.getByText('Prices include tax')).toBeTruthy();
    expect(screen.getByText(/16 in every 116/)).toBeTruthy();
    fireEvent.change(input('Legal name'), { target: { value: 'Kinyozi Bora Ltd' } });
    fireEvent.click(screen.getByLabelText('Registered for VAT'));
    fireEvent.change(input('KRA PIN'), { target: { value: 'p051234567x' } });
    fireEvent.change(input('eTIMS branch id'), { target: { value: '00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' }));
    await screen.findByText('Tax settings saved');
    expect(server.received('PUT', '/v1/tax-settings')[0]!.body).toEqual({
      businessId: 'b1',
      legalName: 'Kinyozi Bora Ltd',
      phone: '',
      kraPin: 'p051234567x',
      etimsBranchId: '00',
      etimsDeviceSerial: '',
      vatRegistered: true,
    });
    expect(input('KRA PIN').value).toBe('P051234567X');
  });

  test("shows the server's message under the field it names", async () => {
    const message = 'A VAT-registered business needs its KRA PIN';
    renderWithServer(<TaxSettingsPage />, {
      taxSettingsGet: () => NONE,
      taxSettingsSave: () =>
        Response.json(
          { error: { message, code: 'VALIDATION', fields: { kraPin: message } } },
          { status: 422 },
        ),
    });
    await screen.findByLabelText('KRA PIN');
    fireEvent.click(screen.getByLabelText('Registered for VAT'));
    fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' }));
    const shown = await screen.findAllByText(message);
    expect(shown.some((node) => node.id === 'tax-kraPin-helper-text')).toBe(true);
  });

  test('an Australian business sees its ABN and GST registration, and no KRA fields', async () => {
    const server = renderWithServer(
      <TaxSettingsPage />,
      {
        taxSettingsGet: () => ({ ...NONE, abn: '51824753556', gstRegistered: true }),
        taxSettingsSave: (request) => ({ ...NONE, ...(request.body as object) }),
      },
      ownerOf(sydneySalon),
    );
    await screen.findByLabelText('ABN');
    expect(input('ABN').value).toBe('51824753556');
    expect(screen.queryByLabelText('KRA PIN')).toBeNull();
    expect(screen.queryByLabelText('eTIMS branch id')).toBeNull();
    expect(screen.getByText(/1 in every 11/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' }));
    await screen.findByText('Tax settings saved');
    expect(server.received('PUT', '/v1/tax-settings')[0]!.body).toEqual({
      businessId: 'b1',
      legalName: '',
      phone: '',
      abn: '51824753556',
      gstRegistered: true,
    });
  });
});
