import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoBusiness } from '../../../server/seed/demo';
import { sessionCookieOf } from '../support/accounts';
import { body, send } from '../support/http';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { setupTestApp } from '../support/testApp';
import { client, type OptionDoc, type ProductDoc } from './support';

const context = setupTestApp();

describe('the demo catalogue', () => {
  it('has a simple product, a variant product with stock through the ledger, options and categories', async () => {
    expect(await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST)).toBe(true);
    const login = await send(context.app, 'POST', '/v1/auth/login', { payload: DEMO_LOGIN });
    const cookie = sessionCookieOf(login);
    const user = body<{ user: { roles: { business: { _id: string } }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie }),
    );
    const api = client(context.app, user.user.roles[0]!.business._id, cookie);

    const products = body<{ productPage: { docs: ProductDoc[] } }>(
      await api.get('/v1/product', { limit: 0, sort: 'title' }),
    ).productPage.docs;
    expect(
      products.map((product) => [
        product.title,
        product.product_type,
        product.variants.map((variant) => variant.stock.stock_position),
      ]),
    ).toEqual([
      // The opening stock less the demo's two sales (server/seed/orders.ts).
      ['Argan Oil Shampoo', 'simple', [23]],
      ['Gel Nail Polish', 'variant', [11, 5, 0]],
      ['Salon Towels (pack of 10)', 'simple', [6]],
    ]);
    expect(products[1]!.variants[0]!.options[0]).toMatchObject({
      option_name_id: { option_name: 'Colour' },
      option_value_id: { value: 'Red' },
    });
    expect(products[0]!.salesWarehouse?.name).toBe('General');
    const options = body<{ optionPage: { docs: OptionDoc[] } }>(
      await api.get('/v1/product/options'),
    ).optionPage.docs;
    expect(options.map((option) => option.option_name).sort()).toEqual(['Colour', 'Size']);
  });
});
