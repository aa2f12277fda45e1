import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

const renderCreate = () => {
  const dataProvider = memoryDataProvider({
    'service-category': [{ id: 'c1', name: 'Hair' }],
    employee: [],
    service: [],
  });
  render(<TestApp dataProvider={dataProvider} path="/service/create" />);
  return dataProvider;
};

const KENYA_BANDS = [
  'Exempt (A)',
  'Standard (B, 16%)',
  'Zero-rated (C, 0%)',
  'Non-VAT (D)',
  'Reduced (E, 8%)',
];

describe("the service form's tax", () => {
  test("offers the country's bands as the tax class and KRA's item class code in Kenya, and sends them", async () => {
    const dataProvider = renderCreate();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Braids' } });
    fireEvent.change(screen.getAllByLabelText('Price')[0]!, { target: { value: '2500' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /tax class/i }));
    const bands = within(await screen.findByRole('listbox'));
    // Kenya's eTIMS bands, and the standard band when none is chosen.
    for (const band of KENYA_BANDS) expect(bands.getByRole('option', { name: band })).toBeTruthy();
    expect(bands.getByRole('option', { name: 'Standard (B, 16%) (the default)' })).toBeTruthy();
    fireEvent.click(bands.getByRole('option', { name: 'Reduced (E, 8%)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'KRA item class code' }), {
      target: { value: ' 85121800 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      name: 'Braids',
      taxClass: 'E',
      kraItemClassCode: '85121800',
    });
  });
});

describe("the membership form's tax", () => {
  test("offers the country's bands as the tax class", async () => {
    render(<TestApp dataProvider={memoryDataProvider({})} path="/membership/create" />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /tax class/i }));
    const bands = within(await screen.findByRole('listbox'));
    expect(bands.getByRole('option', { name: 'Standard (B, 16%)' })).toBeTruthy();
    // KRA's item classification is asked of services and products only.
    expect(screen.queryByRole('textbox', { name: 'KRA item class code' })).toBeNull();
  });
});
