import { v7 as uuidv7 } from 'uuid';
import type { Order } from '../../../registry/orders';
import type { PayStatement } from '../../../registry/pay';
import { localDate } from '../../../server/tenancy/zonedTime';
import { employees } from '../../../server/db/schema';
import { body, send, withQuery } from '../support/http';
import { cartOf, checkoutCalls, orderOf, type EntryInput } from '../support/orders';
import type { TestContext } from '../support/testApp';
import { taxedBusiness, type TaxedBusiness } from '../tax/support';

/** A cart entry credited to a staff member. */
export type CreditedEntry = EntryInput & { employeeId?: string };

/** A Kenyan VAT-registered business paying weekly, its periods starting today in Nairobi. */
export interface PayBusiness extends TaxedBusiness {
  today: string;
  get: (
    path: string,
    query: Record<string, string | undefined>,
    cookie?: string,
  ) => ReturnType<typeof send>;
  post: (
    path: string,
    payload: Record<string, unknown>,
    cookie?: string,
  ) => ReturnType<typeof send>;
  /** A staff member on a plan (none: no commission), optionally linked to a user. */
  addEmployee: (fullName: string, planId: string | null, userId?: string) => Promise<string>;
  /** Fills the cart with `entries`, a cart discount, and pays its total in cash. */
  sell: (entries: CreditedEntry[], cartDiscount?: number) => Promise<Order>;
  statement: (start: string, employeeId?: string, cookie?: string) => Promise<PayStatement>;
}

export const payBusiness = async (context: Omit<TestContext, 'close'>): Promise<PayBusiness> => {
  const taxed = await taxedBusiness(context, 'KE', true);
  const { businessId } = taxed.business;
  const cookie = taxed.business.owner.cookie;
  const today = localDate(new Date(), 'Africa/Nairobi');
  const get: PayBusiness['get'] = (path, query, as = cookie) =>
    send(context.app, 'GET', withQuery(path, { businessId, ...query }), { cookie: as });
  const post: PayBusiness['post'] = (path, payload, as = cookie) =>
    send(context.app, 'POST', path, { cookie: as, payload: { businessId, ...payload } });
  const settings = await send(context.app, 'PUT', '/v1/pay/settings', {
    cookie,
    payload: { businessId, frequency: 'weekly', anchorDate: today },
  });
  if (settings.statusCode !== 200) throw new Error(`pay settings: ${settings.body}`);
  const calls = checkoutCalls(taxed.session);
  return {
    ...taxed,
    today,
    get,
    post,
    addEmployee: async (fullName, planId, userId) => {
      const id = uuidv7();
      await context.database.db
        .insert(employees)
        .values({ businessId, id, fullName, commissionPlanId: planId, userId: userId ?? null });
      return id;
    },
    sell: async (entries, cartDiscount = 0) => {
      await calls.emptyCart();
      await calls.updateCart({ clientId: taxed.items.clientId });
      for (const entry of entries) {
        const added = await calls.addEntry({ ...entry });
        if (added.statusCode !== 200) throw new Error(`cart entry: ${added.body}`);
      }
      if (cartDiscount) {
        const discounted = await calls.updateCart({ discount: cartDiscount });
        if (discounted.statusCode !== 200) throw new Error(`cart discount: ${discounted.body}`);
      }
      const total = cartOf(await calls.cart()).total;
      const paid = await calls.pay([{ method: 'cash', amount: total }]);
      if (paid.statusCode !== 201) throw new Error(`order: ${paid.body}`);
      return orderOf(paid);
    },
    statement: async (start, employeeId, as) => {
      const response = await get('/v1/pay/statement', { start, employeeId }, as);
      if (response.statusCode !== 200) throw new Error(`statement: ${response.body}`);
      return body<{ payStatement: PayStatement }>(response).payStatement;
    },
  };
};

/** Money as the server rounds commission: half up to the cent. */
export const percentOf = (amount: number, percent: number) =>
  Math.floor((Math.round(amount * 100) * Math.round(percent * 100) + 5000) / 10000) / 100;
