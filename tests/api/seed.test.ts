import { describe, expect, it } from 'vitest';
import type { BusinessDocument } from '../../registry';
import { DEMO_LOGIN, seedDemoBusiness } from '../../server/seed/demo';
import { sessionCookieOf } from './support/accounts';
import { body, send, withQuery } from './support/http';
import { TEST_PASSWORD_COST } from '../support/passwordCost';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();

type Page<T> = { docs: T[]; total: number };

describe('the demo owner', () => {
  it('holds the Nairobi salon first and a Sydney salon in AUD, seeded on the first start only', async () => {
    expect(await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST)).toBe(true);
    expect(await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST)).toBe(false);
    const cookie = sessionCookieOf(
      await send(context.app, 'POST', '/v1/auth/login', { payload: DEMO_LOGIN }),
    );
    const roles = body<{ user: { roles: { role: string; business: BusinessDocument }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie }),
    ).user.roles;
    expect(
      roles.map(({ role, business }) => [
        role,
        business.name,
        business.country,
        business.currency,
        business.timezone,
        business.state,
      ]),
    ).toEqual([
      ['owner', 'Saluni Demo Salon', 'KE', 'KES', 'Africa/Nairobi', null],
      ['owner', 'Saluni Sydney Salon', 'AU', 'AUD', 'Australia/Sydney', 'NSW'],
    ]);

    const sydney = roles[1]!.business._id;
    const list = async <T>(path: string, key: string) =>
      body<Record<string, Page<T>>>(
        await send(context.app, 'GET', withQuery(path, { businessId: sydney, limit: 0 }), {
          cookie,
        }),
      )[key]!.docs;

    const clients = await list<{ fullName: string; phone: string | null }>(
      '/v1/client',
      'clientPage',
    );
    expect(clients.length).toBeGreaterThanOrEqual(4);
    expect(
      clients.filter((client) => client.phone?.startsWith('+61')).length,
    ).toBeGreaterThanOrEqual(3);
    const staff = await list<{ fullName: string; phone: string | null }>(
      '/v1/employee',
      'employeePage',
    );
    expect(staff.map((person) => person.fullName)).toContain('Chloe Anderson');
    expect(staff.every((person) => person.phone === null || person.phone.startsWith('+61'))).toBe(
      true,
    );

    const services = await list<{ name: string; advancedPricing: { price: number }[] }>(
      '/v1/service',
      'servicePage',
    );
    // Australian prices: tens to a few hundred dollars, not thousands of shillings.
    expect(
      services
        .flatMap((service) => service.advancedPricing.map((option) => option.price))
        .every((price) => price >= 20 && price <= 300),
    ).toBe(true);
    expect(await list('/v1/membership', 'membershipPage')).toHaveLength(3);
    expect(await list('/v1/voucher', 'voucherPage')).toHaveLength(2);

    const products = await list<{
      title: string;
      variants: { pricing: { retail_price: number }; stock: { stock_position: number } }[];
    }>('/v1/product', 'productPage');
    expect(
      products.find((product) => product.title === 'Argan Oil Shampoo')?.variants[0],
    ).toMatchObject({
      pricing: { retail_price: 32.95 },
      stock: { stock_position: 17 }, // 18 less the demo sale (server/seed/orders.ts)
    });

    // Salons in use: every first-run step is done, so their dashboards show no checklist.
    for (const { business } of roles) {
      const reply = await send(
        context.app,
        'GET',
        withQuery('/v1/first-run', { businessId: business._id }),
        { cookie },
      );
      expect(
        Object.values(body<{ firstRun: { steps: Record<string, boolean> } }>(reply).firstRun.steps),
      ).toEqual(Array(6).fill(true));
    }

    // Both salons take bookings online, and a few of their services ask a deposit.
    for (const [index, slug] of ['demo-nairobi', 'demo-sydney'].entries()) {
      const businessId = roles[index]!.business._id;
      const settings = body<{ onlineBooking: Record<string, unknown> }>(
        await send(context.app, 'GET', withQuery('/v1/online-booking', { businessId }), {
          cookie,
        }),
      ).onlineBooking;
      expect(settings).toMatchObject({ saved: true, enabled: true, slug });
      expect(settings.policyEn).not.toBe('');
      expect(settings.policySw).not.toBe('');
      const services = body<{ servicePage: Page<{ depositRule: unknown }> }>(
        await send(context.app, 'GET', withQuery('/v1/service', { businessId, limit: 0 }), {
          cookie,
        }),
      ).servicePage.docs;
      const withDeposit = services.filter((service) => service.depositRule !== null).length;
      expect(withDeposit).toBeGreaterThanOrEqual(2);
      expect(withDeposit).toBeLessThanOrEqual(3);
    }
  });

  it("pays each salon's staff by a commission plan, Nairobi monthly and Sydney fortnightly", async () => {
    await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST);
    const cookie = sessionCookieOf(
      await send(context.app, 'POST', '/v1/auth/login', { payload: DEMO_LOGIN }),
    );
    const roles = body<{ user: { roles: { business: BusinessDocument }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie }),
    ).user.roles;
    const listOf = async <T>(businessId: string, path: string, key: string) =>
      body<Record<string, Page<T>>>(
        await send(context.app, 'GET', withQuery(path, { businessId, limit: 0 }), { cookie }),
      )[key]!.docs;
    const expected = [
      {
        plan: {
          name: 'Stylists',
          rates: {
            service: { type: 'percent', value: 30 },
            product: { type: 'percent', value: 10 },
          },
          categoryRates: [],
          tiers: [
            { from: 0, percent: 30 },
            { from: 100000, percent: 40 },
          ],
        },
        settings: { frequency: 'monthly', anchor_date: '2026-01-01' },
        supplyCharges: { 'Box Braids': 800, 'Gel Manicure': 250 },
      },
      {
        plan: {
          name: 'Therapists',
          rates: {
            service: { type: 'percent', value: 25 },
            product: { type: 'percent', value: 10 },
          },
          tiers: [],
        },
        // A Monday.
        settings: { frequency: 'fortnightly', anchor_date: '2026-01-05' },
        supplyCharges: { 'Full Head Foils': 35, 'Gel Manicure': 6.5 },
      },
    ];
    for (const [index, { business }] of roles.entries()) {
      const { plan, settings, supplyCharges } = expected[index]!;
      const plans = await listOf<{ _id: string; categoryRates: unknown[] }>(
        business._id,
        '/v1/commission-plan',
        'commissionPlanPage',
      );
      expect(plans).toHaveLength(1);
      expect(plans[0]).toMatchObject(plan);
      const staff = await listOf<{ commissionPlanId: string | null }>(
        business._id,
        '/v1/employee',
        'employeePage',
      );
      expect(staff.map((person) => person.commissionPlanId)).toEqual(
        staff.map(() => plans[0]!._id),
      );
      const services = await listOf<{ name: string; supplyCharge: number | null }>(
        business._id,
        '/v1/service',
        'servicePage',
      );
      expect(
        Object.fromEntries(
          services
            .filter((service) => service.supplyCharge !== null)
            .map((service) => [service.name, service.supplyCharge]),
        ),
      ).toEqual(supplyCharges);
      const { rows } = await context.database.query(
        'select frequency, anchor_date::text as anchor_date from pay_settings where business_id = $1',
        [business._id],
      );
      expect(rows).toEqual([settings]);
    }
    // Sydney's massages earn more: the one category override, by the category's id.
    const sydneyPlan = (
      await listOf<{ categoryRates: { categoryId: string; rate: unknown }[] }>(
        roles[1]!.business._id,
        '/v1/commission-plan',
        'commissionPlanPage',
      )
    )[0]!;
    const categories = await listOf<{ _id: string; name: string }>(
      roles[1]!.business._id,
      '/v1/service-category',
      'serviceCategoryPage',
    );
    expect(sydneyPlan.categoryRates).toEqual([
      {
        categoryId: categories.find((category) => category.name === 'Massage')!._id,
        rate: { type: 'percent', value: 30 },
      },
    ]);
  });
});
