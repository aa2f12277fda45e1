import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

const categories = [{ id: 'c1', name: 'Hair' }];

const renderCreate = () => {
  const dataProvider = memoryDataProvider({
    'service-category': categories,
    employee: [],
    service: [],
  });
  render(<TestApp dataProvider={dataProvider} path="/service/create" />);
  return dataProvider;
};

const pricingRows = () => screen.getAllByLabelText('Price');

describe('service form', () => {
  test('starts with one pricing option and refuses an empty submit with the exact messages', async () => {
    const dataProvider = renderCreate();
    await screen.findByLabelText('Name');
    expect(pricingRows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await screen.findByText('Price is required')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('refuses a price with three decimals', async () => {
    const dataProvider = renderCreate();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Cut' } });
    fireEvent.change(pricingRows()[0]!, { target: { value: '10.555' } });
    fireEvent.blur(pricingRows()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Must be an amount of at least 0 with at most two decimals'),
    ).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('adds a second option and sends both with their durations', async () => {
    const dataProvider = renderCreate();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Braids' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(pricingRows()).toHaveLength(2));
    const names = screen.getAllByLabelText('Option name');
    fireEvent.change(names[0]!, { target: { value: 'Short' } });
    fireEvent.change(pricingRows()[0]!, { target: { value: '1500' } });
    fireEvent.change(names[1]!, { target: { value: 'Long' } });
    fireEvent.change(pricingRows()[1]!, { target: { value: '2500' } });
    // The duration select offers the spec's options, 60 shown as '1 Hr' and longer ones in hours.
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: 'Duration' })[1]!);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 min',
      '20 min',
      '30 min',
      '40 min',
      '1 Hr',
      '1 Hr 30 min',
      '2 Hrs',
      '2 Hrs 30 min',
      '3 Hrs',
      '4 Hrs',
      '5 Hrs',
      '6 Hrs',
    ]);
    fireEvent.click(options.getByRole('option', { name: '2 Hrs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      name: 'Braids',
      advancedPricing: [
        { name: 'Short', price: 1500, durationInMinutes: 60 },
        { name: 'Long', price: 2500, durationInMinutes: 120 },
      ],
    });
  });

  test('removing every option shows the pricing message', async () => {
    const dataProvider = renderCreate();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Cut' } });
    // The remove button only shows on hover, so it is found by its class, not its role.
    fireEvent.click(document.querySelector('.button-remove')!);
    await waitFor(() => expect(screen.queryAllByLabelText('Price')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one pricing option')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
