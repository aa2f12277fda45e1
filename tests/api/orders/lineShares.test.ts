import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../registry/appointments';
import type { Cart } from '../../../registry/orders';
import { eq } from 'drizzle-orm';
import { employees, users } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import {
  cartOf,
  checkoutCalls,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { insertAppointment } from '../stock-usage/support';

const context = setupTestApp();
let home: TestBusiness;
let session: SaleSession;
let items: SaleItems;
let braiders: string[];
let foreignEmployee: string;

const calls = () => checkoutCalls(session);
const sharesOf = (entry: Cart['entries'][number]) =>
  entry.staff.map(({ employeeId, share }) => [employeeId, share]);
const changeAppointment = (id: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/appointment/${id}`, {
    cookie: home.owner.cookie,
    payload: { businessId: home.businessId, ...payload },
  });

const addEmployee = async (businessId: string, fullName: string) => {
  const id = uuidv7();
  await context.database.db.insert(employees).values({ businessId, id, fullName });
  return id;
};

beforeAll(async () => {
  let other: TestBusiness;
  [home, other] = await Promise.all([
    createBusiness(context.app, 'Shared Lines'),
    createBusiness(context.app, 'Elsewhere'),
  ]);
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session);
  braiders = [];
  for (const name of ['Achieng', 'Wambui', 'Nafula', 'Chebet', 'Zawadi', 'Makena', 'Njeri'])
    braiders.push(await addEmployee(home.businessId, name));
  foreignEmployee = await addEmployee(other.businessId, 'Elsewhere');
});

let appointmentsMade = 0;
let client: string | undefined;

/** An appointment of the first braider, a day after the one before (one staff member is in one place at a time), not yet sold. */
const newAppointment = async () => {
  const made = await insertAppointment(
    context,
    home.owner.cookie,
    home.businessId,
    new Date(Date.now() + ++appointmentsMade * 86_400_000),
  );
  // Written directly: the braider has no working hours, and the time is not what is tested.
  // One client for all, so an entry may be relinked from one to another.
  client ??= made.clientId;
  await context.database.query(
    'update appointments set employee_id = $1, client_id = $2 where business_id = $3 and id = $4',
    [braiders[0], client, home.businessId, made.appointmentId],
  );
  return made.appointmentId;
};

describe("a cart entry's staff and shares", () => {
  it('splits equally when no share is given, takes the shares given, and clears with []', async () => {
    await calls().emptyCart();
    const three = braiders.slice(0, 3).map((employeeId) => ({ employeeId }));
    const added = cartOf(await calls().addEntry({ ...items.entries.service, staff: three }));
    const [entry] = added.entries;
    expect(sharesOf(entry!)).toEqual([
      [braiders[0], 0.3334],
      [braiders[1], 0.3333],
      [braiders[2], 0.3333],
    ]);
    expect(entry!.employee?._id).toBe(braiders[0]);
    const given = cartOf(
      await calls().updateEntry(entry!._id, {
        staff: [
          { employeeId: braiders[2], share: 0.5 },
          { employeeId: braiders[1], share: 0.3 },
          { employeeId: braiders[0], share: 0.2 },
        ],
      }),
    ).entries[0]!;
    expect(sharesOf(given)).toEqual([
      [braiders[2], 0.5],
      [braiders[1], 0.3],
      [braiders[0], 0.2],
    ]);
    expect(given.employee?._id).toBe(braiders[2]);
    // A change of quantity keeps them; employeeId alone makes that one the only staff.
    expect(
      sharesOf(cartOf(await calls().updateEntry(entry!._id, { quantity: 2 })).entries[0]!),
    ).toEqual(sharesOf(given));
    const sole = cartOf(await calls().updateEntry(entry!._id, { employeeId: braiders[1] }))
      .entries[0]!;
    expect(sharesOf(sole)).toEqual([[braiders[1], 1]]);
    const cleared = cartOf(await calls().updateEntry(entry!._id, { staff: [] })).entries[0]!;
    expect([cleared.employee, cleared.staff]).toEqual([null, []]);
  });

  it("defaults to the appointment's shares, and a relinked entry takes the new appointment's", async () => {
    await calls().emptyCart();
    const first = await newAppointment();
    const shared = await changeAppointment(first, {
      staffShares: [
        { employeeId: braiders[1], share: 0.25 },
        { employeeId: braiders[0], share: 0.75 },
      ],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    // Its employee is put first, keeping their share.
    expect(body<{ appointment: Appointment }>(shared).appointment.staffShares).toEqual([
      { employeeId: braiders[0], share: 0.75 },
      { employeeId: braiders[1], share: 0.25 },
    ]);
    const entry = cartOf(await calls().addEntry({ ...items.entries.service, appointmentId: first }))
      .entries[0]!;
    expect(sharesOf(entry)).toEqual([
      [braiders[0], 0.75],
      [braiders[1], 0.25],
    ]);
    const second = await newAppointment();
    const equal = await changeAppointment(second, {
      staffShares: braiders.slice(0, 3).map((employeeId) => ({ employeeId })),
    });
    expect(equal.statusCode, equal.body).toBe(200);
    const relinked = cartOf(await calls().updateEntry(entry._id, { appointmentId: second }))
      .entries[0]!;
    expect(sharesOf(relinked)).toEqual([
      [braiders[0], 0.3334],
      [braiders[1], 0.3333],
      [braiders[2], 0.3333],
    ]);
    // [] leaves the appointment to its employee alone.
    const alone = await changeAppointment(second, { staffShares: [] });
    expect(body<{ appointment: Appointment }>(alone).appointment.staffShares).toEqual([]);
  });

  it('refuses every bad list with a 422 on staff (or staffShares), changing nothing', async () => {
    await calls().emptyCart();
    const entry = cartOf(await calls().addEntry({ ...items.entries.product })).entries[0]!;
    const appointmentId = await newAppointment();
    const two = (first: number, second: number) => [
      { employeeId: braiders[0], share: first },
      { employeeId: braiders[1], share: second },
    ];
    const badLists: unknown[] = [
      braiders.map((employeeId) => ({ employeeId })),
      [{ employeeId: braiders[0] }, { employeeId: braiders[0] }],
      [{ employeeId: braiders[0], share: 0.5 }, { employeeId: braiders[1] }],
      two(0.12345, 0.87655),
      two(0, 1),
      two(1.5, -0.5),
      two(0.5, 0.4),
      two(0.6, 0.6),
      [
        { employeeId: braiders[0], share: 0.5 },
        { employeeId: foreignEmployee, share: 0.5 },
      ],
      [{ employeeId: uuidv7() }],
      [{ employeeId: 'not-an-id' }],
      [{ employeeId: braiders[0], share: '1' }],
      'everyone',
    ];
    const before = await snapshot(context.database, home.businessId);
    for (const staff of badLists) {
      for (const response of [
        await calls().addEntry({ ...items.entries.service, staff }),
        await calls().updateEntry(entry._id, { staff }),
      ]) {
        expect(response.statusCode, `${JSON.stringify(staff)} ${response.body}`).toBe(422);
        const fields = Object.keys(body<ErrorBody>(response).error.fields ?? {});
        expect(fields.some((field) => field.startsWith('staff'))).toBe(true);
      }
      const changed = await changeAppointment(appointmentId, { staffShares: staff });
      expect(changed.statusCode, `${JSON.stringify(staff)} ${changed.body}`).toBe(422);
    }
    // An appointment's shares must name its employee.
    const without = await changeAppointment(appointmentId, {
      staffShares: [{ employeeId: braiders[1] }, { employeeId: braiders[2] }],
    });
    expect(without.statusCode).toBe(422);
    expect(body<ErrorBody>(without).error.fields).toHaveProperty('staffShares');
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });

  it("names the field in the user's language, Swahili too", async () => {
    await calls().emptyCart();
    await context.database.db
      .update(users)
      .set({ language: 'sw' })
      .where(eq(users.id, home.owner.id));
    const response = await send(context.app, 'POST', '/v1/cart/entry', {
      cookie: home.owner.cookie,
      payload: {
        businessId: home.businessId,
        ...items.entries.service,
        staff: [
          { employeeId: braiders[0], share: 0.5 },
          { employeeId: braiders[1], share: 0.4 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      staff: 'Sehemu lazima zijumlishe 100% kamili',
    });
  });
});
