import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

const chooseOption = async (comboboxName: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: comboboxName }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('membership form', () => {
  test('an empty submit names the missing name and price and does not call the server', async () => {
    const dataProvider = memoryDataProvider({});
    render(<TestApp dataProvider={dataProvider} path="/membership/create" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await screen.findByText('Add at least one price')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('sends the price rows as a map, the duration as value and unit, and no pictures', async () => {
    const dataProvider = memoryDataProvider({});
    render(<TestApp dataProvider={dataProvider} path="/membership/create" />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Gold' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add price' }));
    // The new row offers only frequencies not priced yet; the first free one is Daily.
    expect(screen.getAllByRole('combobox', { name: 'Frequency' })[1]!.textContent).toBe('Daily');
    fireEvent.change(screen.getAllByLabelText('Price')[1]!, { target: { value: '250.5' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '3' } });
    await chooseOption('Unit', 'Month(s)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      name: 'Gold',
      price: { monthly: 5000, daily: 250.5 },
      duration: { value: 3, duration_type: 'month' },
      serviceIds: [],
      images: [],
    });
  });

  test('refuses a negative price and a duration without a unit before any call', async () => {
    const dataProvider = memoryDataProvider({});
    render(<TestApp dataProvider={dataProvider} path="/membership/create" />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Bad' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Each price must be an amount of at least 0 with at most two decimals',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Duration unit must be day, week, month or year')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('edit shows the stored prices and duration, and saves a changed price', async () => {
    const record = {
      id: 'm1',
      _id: 'm1',
      name: 'Silver',
      price: { weekly: 1500 },
      duration: { value: 1, duration_type: 'year' },
      serviceIds: [],
      images: [],
    };
    const dataProvider = memoryDataProvider({ membership: [record] });
    render(<TestApp dataProvider={dataProvider} path="/membership/m1" />);
    await waitFor(() =>
      expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('1500'),
    );
    expect(screen.getByRole('combobox', { name: 'Frequency' }).textContent).toBe('Weekly');
    expect((screen.getByLabelText('Duration') as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Unit' }).textContent).toBe('Year(s)');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({
      price: { weekly: 1600 },
      duration: { value: 1, duration_type: 'year' },
    });
  });

  test('the list shows prices per frequency and the duration', async () => {
    const record = {
      id: 'm1',
      _id: 'm1',
      name: 'Silver',
      price: { monthly: 5000, weekly: 1500 },
      duration: null,
      serviceIds: [],
      images: [],
    };
    render(
      <TestApp dataProvider={memoryDataProvider({ membership: [record] })} path="/membership" />,
    );
    expect(await screen.findByText('Weekly KES 1,500.00 · Monthly KES 5,000.00')).toBeTruthy();
    expect(screen.getByText('Open-ended')).toBeTruthy();
  });
});
