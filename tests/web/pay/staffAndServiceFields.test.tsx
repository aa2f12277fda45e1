import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

/** Record ids are UUIDs, as the form's schema checks. */
const PLAN_ID = '0b9f3a52-6c1e-4c47-9d0a-2f6e8a1b7c35';

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('pay fields of other forms', () => {
  test("a service's supply charge is sent as a number", async () => {
    const dataProvider = memoryDataProvider({ 'service-category': [], employee: [], service: [] });
    render(<TestApp dataProvider={dataProvider} path="/service/create" />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Gel nails' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '2500' } });
    const supplyCharge = screen.getByLabelText('Supply charge (taken off before commission)');
    expect(
      screen.getByText(/taken off the sale, net of tax, before the staff commission/),
    ).toBeTruthy();
    fireEvent.change(supplyCharge, { target: { value: '300' } });
    save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({ supplyCharge: 300 });
  });

  test("a staff member's commission plan is chosen from the plans", async () => {
    const dataProvider = memoryDataProvider({
      employee: [],
      'job-title': [],
      'commission-plan': [{ id: PLAN_ID, name: 'Stylists' }],
    });
    render(<TestApp dataProvider={dataProvider} path="/employee/create" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Wanjiku Mwangi' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'wanjiku@example.com' },
    });
    const plan = await screen.findByRole('combobox', { name: 'Commission plan' });
    fireEvent.change(plan, { target: { value: 'Styl' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Stylists' }));
    save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({ commissionPlanId: PLAN_ID });
  });
});
