import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

const renderCreate = () => {
  const dataProvider = memoryDataProvider({ 'service-category': [], employee: [], service: [] });
  render(<TestApp dataProvider={dataProvider} path="/service/create" />);
  return dataProvider;
};

const choose = async (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

/** A service named Braids at 1500, its deposit `kind` of `amount`. */
const fillService = async (kind: string, amount: string) => {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Braids' } });
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1500' } });
  await choose('Deposit', kind);
  fireEvent.change(await screen.findByLabelText(kind === 'Fixed amount' ? 'Amount' : 'Percent'), {
    target: { value: amount },
  });
};

describe('the service form’s online booking inputs', () => {
  test('a new service is bookable online with no deposit', async () => {
    const dataProvider = renderCreate();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Cut' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '500' } });
    expect(screen.getByRole('combobox', { name: 'Deposit' }).textContent).toBe('No deposit');
    expect((screen.getByLabelText('Bookable online') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      bookableOnline: true,
      depositRule: null,
    });
  });

  test('sends a fixed deposit for new clients only', async () => {
    const dataProvider = renderCreate();
    await fillService('Fixed amount', '500');
    await choose('Asked of', 'New clients only');
    fireEvent.click(screen.getByLabelText('Bookable online'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      bookableOnline: false,
      depositRule: { kind: 'fixed', amount: 500, appliesTo: 'newClients' },
    });
  });

  test('refuses a fixed deposit above the price before any call', async () => {
    const dataProvider = renderCreate();
    await fillService('Fixed amount', '2000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The deposit cannot be more than the lowest price of the service'),
    ).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('refuses a percentage above 100, and goes back to no deposit', async () => {
    const dataProvider = renderCreate();
    await fillService('Percentage of the price', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The percentage must be a whole number from 1 to 100'),
    ).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await choose('Deposit', 'No deposit');
    expect(screen.queryByLabelText('Percent')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({ depositRule: null });
  });
});
