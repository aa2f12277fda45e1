import { beforeAll, describe, expect, it } from 'vitest';
import { body, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { payBusiness, percentOf, type PayBusiness } from './support';

const context = setupTestApp();
let salon: PayBusiness;
const ID = '0190d0a0-0000-7000-8000-000000000002';
const percent = (value: unknown) => ({ type: 'percent', value });

beforeAll(async () => {
  salon = await payBusiness(context);
});

describe('a commission plan’s rules', () => {
  it.each([
    [
      'rates',
      { rates: { service: percent(100.5) } },
      'A percent from 0 to 100, with at most two decimals',
    ],
    [
      'rates',
      { rates: { service: percent(12.345) } },
      'A percent from 0 to 100, with at most two decimals',
    ],
    [
      'rates',
      { rates: { tip: percent(5) } },
      'Rates are for services, products, memberships, vouchers and packages only',
    ],
    ['rates', { rates: { product: { type: 'fixed', value: -1 } } }, undefined],
    [
      'rates',
      { rates: { product: { type: 'share', value: 1 } } },
      'A rate is a percent or a fixed amount',
    ],
    [
      'categoryRates',
      { categoryRates: [{ categoryId: 'x', rate: percent(5) }] },
      'Choose the category or item',
    ],
    [
      'itemRates',
      {
        itemRates: [
          { itemId: ID, rate: percent(5) },
          { itemId: ID, rate: percent(6) },
        ],
      },
      'A category or item has one rate only',
    ],
    [
      'tiers',
      {
        tiers: [
          { from: 100, percent: 10 },
          { from: 100, percent: 20 },
        ],
      },
      'Each tier starts above the one before',
    ],
    ['tiers', { tiers: [{ from: -1, percent: 10 }] }, undefined],
    [
      'tiers',
      { tiers: Array.from({ length: 21 }, (_, index) => ({ from: index, percent: 1 })) },
      undefined,
    ],
  ])('refuses bad %s with 422 on the field', async (field, values, message) => {
    const response = await salon.post('/v1/commission-plan', {
      name: 'Bad',
      rates: { service: percent(10) },
      ...values,
    });
    expect(response.statusCode, response.body).toBe(422);
    const fields = body<ErrorBody>(response).error.fields!;
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field]).toBe(message);
  });

  it('reverses a refund that names no lines pro rata of the order’s cost', async () => {
    const created = await salon.post('/v1/commission-plan', {
      name: 'Products',
      rates: { product: percent(10), service: percent(10) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const planId = body<{ commissionPlan: { _id: string } }>(created).commissionPlan._id;
    const seller = await salon.addEmployee('Otieno', planId);
    const order = await salon.sell([
      { ...salon.items.entries.product, quantity: 2, employeeId: seller },
      salon.items.entries.service,
    ]);
    const refunded = await salon.refund(order._id, { amount: order.cost / 4, method: 'cash' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const statement = await salon.statement(salon.today, seller);
    const [sold, reversal] = statement.lines;
    expect(sold).toMatchObject({ kind: 'product', refund: false });
    expect(sold!.commission).toBe(percentOf(sold!.commissionable, 10));
    expect(reversal).toMatchObject({
      kind: 'product',
      refund: true,
      quantity: 0,
      commission: -Math.round(sold!.commission * 25) / 100,
    });
    expect(statement.commission).toBe(
      Math.round((sold!.commission + reversal!.commission) * 100) / 100,
    );
  });
});
