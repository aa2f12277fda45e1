import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { fakeServer, page, type Replies } from '../support/fakeServer';
import { TestApp } from '../support/testAdmin';

const SLOW = { timeout: 10_000 };
// Ids of the catalogue the form picks from: the plan's schema takes only uuids.
const HAIR = '0190a5d0-0000-7000-8000-0000000000a1';
const OILS = '0190a5d0-0000-7000-8000-0000000000a2';
const BRAIDS = '0190a5d0-0000-7000-8000-0000000000a3';
const ARGAN = '0190a5d0-0000-7000-8000-0000000000a4';

const renderPlanCreate = (replies: Replies = {}, path = '/commission-plan/create') => {
  localStorage.setItem('saluni.currentBusinessId', 'b1');
  const server = fakeServer({
    'service-category.list': () => page([{ _id: HAIR, name: 'Hair' }]),
    'product-category.list': () => page([{ _id: OILS, category_name: 'Oils' }]),
    'service.list': () => page([{ _id: BRAIDS, name: 'Box braids' }]),
    productList: () => page([{ _id: ARGAN, title: 'Argan oil' }]),
    'commission-plan.create': (request) => ({ _id: 'p1', ...(request.body as object) }),
    'commission-plan.get': () => ({ _id: 'p1', name: 'Senior stylists' }),
    ...replies,
  });
  render(<TestApp dataProvider={createSaluniDataProvider(server.http)} path={path} />);
  return server;
};

/** Picks `option` of the autocomplete `input` after typing part of it. */
const pick = async (input: HTMLElement, typed: string, option: string) => {
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Chooses `option` of the `index`th select named `label`. */
const choose = async (label: string, option: string, index = 0) => {
  fireEvent.mouseDown(screen.getAllByRole('combobox', { name: label })[index]!);
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

afterEach(() => cleanup());

describe('the commission plan form', () => {
  test('sends the rates per kind, the overrides by category and item, and the tiers as the contract reads them', async () => {
    const server = renderPlanCreate();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, SLOW), {
      target: { value: 'Senior stylists' },
    });
    await choose('Commission on Services', 'Percent of the sale');
    fireEvent.change(screen.getByLabelText('Services: Rate'), { target: { value: '30' } });
    await choose('Commission on Products', 'Fixed amount per unit');
    fireEvent.change(screen.getByLabelText('Products: Rate'), { target: { value: '50' } });
    // A kind chosen and set back to none leaves no rate.
    await choose('Commission on Vouchers', 'Percent of the sale');
    await choose('Commission on Vouchers', 'None');

    const [addCategory, addItem, addTier] = screen.getAllByRole('button', { name: 'Add' });
    fireEvent.click(addCategory!);
    await pick(await screen.findByRole('combobox', { name: 'Category' }), 'Hai', 'Services: Hair');
    fireEvent.change(screen.getAllByLabelText('Rate')[0]!, { target: { value: '35' } });

    fireEvent.click(addItem!);
    await pick(
      await screen.findByRole('combobox', { name: 'Service or product' }),
      'Arg',
      'Product: Argan oil',
    );
    await waitFor(() => expect(screen.getAllByLabelText('Rate')).toHaveLength(2));
    // The category's row and the item's each have a Type select, percent to start.
    await choose('Type', 'Fixed amount per unit', 1);
    fireEvent.change(screen.getAllByLabelText('Rate')[1]!, { target: { value: '100' } });

    fireEvent.click(addTier!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[2]!);
    await waitFor(() => expect(screen.getAllByLabelText('From amount')).toHaveLength(2));
    const [firstFrom, secondFrom] = screen.getAllByLabelText('From amount');
    const [firstPercent, secondPercent] = screen.getAllByLabelText('Percent');
    fireEvent.change(firstFrom!, { target: { value: '0' } });
    fireEvent.change(firstPercent!, { target: { value: '30' } });
    fireEvent.change(secondFrom!, { target: { value: '100000' } });
    fireEvent.change(secondPercent!, { target: { value: '40' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('POST', '/v1/commission-plan')).toHaveLength(1));
    expect(server.received('POST', '/v1/commission-plan')[0]!.body).toEqual({
      businessId: 'b1',
      name: 'Senior stylists',
      rates: { service: { type: 'percent', value: 30 }, product: { type: 'fixed', value: 50 } },
      categoryRates: [{ categoryId: HAIR, rate: { type: 'percent', value: 35 } }],
      itemRates: [{ itemId: ARGAN, rate: { type: 'fixed', value: 100 } }],
      tiers: [
        { from: 0, percent: 30 },
        { from: 100000, percent: 40 },
      ],
    });
  });

  test("refuses a percent above 100 before sending, with the plan rules' message", async () => {
    const server = renderPlanCreate();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, SLOW), {
      target: { value: 'Juniors' },
    });
    await choose('Commission on Services', 'Percent of the sale');
    fireEvent.change(screen.getByLabelText('Services: Rate'), { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('A percent from 0 to 100, with at most two decimals', {}, SLOW);
    expect(server.received('POST', '/v1/commission-plan')).toHaveLength(0);
  });

  test('edits a stored plan: its rates show as chosen, and a kind set to none is left out', async () => {
    const stored = {
      _id: 'p1',
      businessId: 'b1',
      name: 'Stylists',
      rates: { service: { type: 'percent', value: 30 }, product: { type: 'percent', value: 10 } },
      categoryRates: [{ categoryId: OILS, rate: { type: 'fixed', value: 20 } }],
      itemRates: [],
      tiers: [],
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
    };
    const server = renderPlanCreate(
      {
        'commission-plan.get': () => stored,
        'commission-plan.update': (request) => ({ ...stored, ...(request.body as object) }),
      },
      '/commission-plan/p1',
    );
    const serviceRate = (await screen.findByLabelText(
      'Services: Rate',
      {},
      SLOW,
    )) as HTMLInputElement;
    expect(serviceRate.value).toBe('30');
    const category = (await screen.findByRole('combobox', {
      name: 'Category',
    })) as HTMLInputElement;
    // The category's name shows once the categories are read.
    await waitFor(() => expect(category.value).toBe('Products: Oils'));
    await choose('Commission on Products', 'None');
    expect(screen.queryByLabelText('Products: Rate')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('PUT', '/v1/commission-plan/p1')).toHaveLength(1));
    expect(server.received('PUT', '/v1/commission-plan/p1')[0]!.body).toMatchObject({
      name: 'Stylists',
      rates: { service: { type: 'percent', value: 30 } },
      categoryRates: [{ categoryId: OILS, rate: { type: 'fixed', value: 20 } }],
    });
  });
});
