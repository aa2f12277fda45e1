import type { LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { employee } from '../../../registry';
import type { Appointment } from '../../../registry/appointments';
import { MAX_LINE_STAFF, type StaffShare } from '../../../registry/lineShares';
import { appointments, employees } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { cartOf, checkoutCalls, orderOf, seedSaleItems, type SaleItems } from '../support/orders';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

/**
 * Appointments shared by several staff (docs/areas/appointments.md "Shared appointments"): a
 * series stores the shares on each of its appointments or books nothing, a change of employee
 * carries them over, and the checkout credits a series' appointment's line to them.
 */

const context = setupTestApp();
let home: TestBusiness;
let items: SaleItems;
/** Staff of the business with the default working hours, one more than a line may share. */
let staff: string[];
let foreignEmployee: string;

beforeAll(async () => {
  let other: TestBusiness;
  [home, other] = await Promise.all([
    createBusiness(context.app, 'Shared Appointments'),
    createBusiness(context.app, 'Elsewhere'),
  ]);
  items = await seedSaleItems({
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  });
  const staffMember = async (n: number) =>
    (
      await createRecord(
        context.app,
        home.owner.cookie,
        employee,
        home.businessId,
        sampleRecord(employee, n),
      )
    )._id;
  staff = [];
  for (let n = 1; n <= MAX_LINE_STAFF + 1; n++) staff.push(await staffMember(n));
  foreignEmployee = uuidv7();
  await context.database.db
    .insert(employees)
    .values({ businessId: other.businessId, id: foreignEmployee, fullName: 'Elsewhere' });
});

/**
 * A weekly series of the first staff member at a Nairobi wall-clock time (UTC+3); February 2027
 * has no Kenyan public holiday on a weekday. Each test takes a weekday and hour of its own, so
 * one staff member's series never clash.
 */
const series = (time: string, overrides: Record<string, unknown> = {}) => ({
  businessId: home.businessId,
  clientId: items.clientId,
  employeeId: staff[0],
  serviceIds: [items.serviceId],
  startDate: `${time}+03:00`,
  durationInMinutes: 60,
  recurringPeriod: 'week',
  repeatCount: 3,
  ...overrides,
});

const bookSeries = (payload: Record<string, unknown>) =>
  send(context.app, 'POST', '/v1/appointment/bulk', { cookie: home.owner.cookie, payload });

const bookedSeries = async (payload: Record<string, unknown>) => {
  const response = await bookSeries(payload);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ appointments: Appointment[] }>(response).appointments;
};

const change = (id: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/appointment/${id}`, {
    cookie: home.owner.cookie,
    payload: { businessId: home.businessId, ...payload },
  });

const changed = async (id: string, payload: Record<string, unknown>) => {
  const response = await change(id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ appointment: Appointment }>(response).appointment;
};

/** Each appointment's employee and stored shares, as written, in the order of their times. */
const storedOfSeries = (seriesId: string) =>
  context.database.db
    .select({ employeeId: appointments.employeeId, staffShares: appointments.staffShares })
    .from(appointments)
    .where(eq(appointments.seriesId, seriesId))
    .orderBy(asc(appointments.startDate));

const shares = (...pairs: [number, number][]): StaffShare[] =>
  pairs.map(([index, share]) => ({ employeeId: staff[index]!, share }));

const fieldsOf = (response: LightMyRequestResponse) => body<ErrorBody>(response).error.fields;

describe('a series booked with staff shares', () => {
  it('stores the same shares, its employee first, on every appointment of the series', async () => {
    const booked = await bookedSeries(
      series('2027-02-03T10:00:00', {
        staffShares: shares([1, 0.25], [0, 0.5], [2, 0.25]),
      }),
    );
    const expected = shares([0, 0.5], [1, 0.25], [2, 0.25]);
    expect(booked.map((appointment) => appointment.staffShares)).toEqual(
      Array.from({ length: 3 }, () => expected),
    );
    expect(await storedOfSeries(booked[0]!.seriesId!)).toEqual(
      booked.map(() => ({ employeeId: staff[0], staffShares: expected })),
    );
  });

  it('splits equally when no share is given, and stores nothing for [] or its employee alone', async () => {
    const equal = await bookedSeries(
      series('2027-02-03T12:00:00', {
        repeatCount: 2,
        staffShares: [{ employeeId: staff[0] }, { employeeId: staff[1] }],
      }),
    );
    expect(equal.map((appointment) => appointment.staffShares)).toEqual([
      shares([0, 0.5], [1, 0.5]),
      shares([0, 0.5], [1, 0.5]),
    ]);
    for (const [time, staffShares] of [
      ['2027-02-03T14:00:00', []],
      ['2027-02-03T16:00:00', [{ employeeId: staff[0] }]],
    ] as const) {
      const alone = await bookedSeries(series(time, { repeatCount: 2, staffShares }));
      expect(alone.map((appointment) => appointment.staffShares)).toEqual([[], []]);
      expect(await storedOfSeries(alone[0]!.seriesId!)).toEqual(
        alone.map(() => ({ employeeId: staff[0], staffShares: null })),
      );
    }
  });

  it('refuses bad shares with a 422 on staffShares and books none of the series', async () => {
    const two = (first: number, second: number) => [
      { employeeId: staff[0], share: first },
      { employeeId: staff[1], share: second },
    ];
    const equally = (...ids: string[]) => ids.map((employeeId) => ({ employeeId }));
    const notWhole = 'The shares must add up to exactly 100%';
    const notFound = 'Not found in this business';
    const refusals: [string, unknown, string][] = [
      ['not adding up to 1', two(0.5, 0.4), notWhole],
      ['more than 1 in all', two(0.6, 0.6), notWhole],
      ['an unknown employee', equally(staff[0]!, uuidv7()), notFound],
      ["another business's employee", equally(staff[0]!, foreignEmployee), notFound],
      [
        'the same employee twice',
        equally(staff[0]!, staff[0]!),
        'Each staff member can be named only once',
      ],
      [
        `more than ${MAX_LINE_STAFF} staff`,
        equally(...staff),
        `A line is shared by at most ${MAX_LINE_STAFF} staff`,
      ],
      [
        'without its employee',
        equally(staff[1]!, staff[2]!),
        "The appointment's staff member must be among those sharing it",
      ],
    ];
    const before = await snapshot(context.database, home.businessId);
    for (const [what, staffShares, message] of refusals) {
      const response = await bookSeries(series('2027-02-05T10:00:00', { staffShares }));
      expect(response.statusCode, `${what}: ${response.body}`).toBe(422);
      expect(fieldsOf(response), what).toEqual({ staffShares: message });
    }
    // Not a list of staff at all: refused by the shape, on the same field.
    const shapeless = await bookSeries(series('2027-02-05T10:00:00', { staffShares: 'everyone' }));
    expect(shapeless.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(shapeless) ?? {})).toEqual(['staffShares']);
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });
});

describe("changing a shared appointment's employee", () => {
  it('puts the new employee in the old one’s place and share, on that appointment alone', async () => {
    const booked = await bookedSeries(
      series('2027-02-08T10:00:00', {
        staffShares: shares([0, 0.5], [1, 0.3], [2, 0.2]),
      }),
    );
    const [first, second] = booked;
    const moved = await changed(second!._id, { employeeId: staff[3] });
    expect(moved.employeeId).toBe(staff[3]);
    expect(moved.staffShares).toEqual(shares([3, 0.5], [1, 0.3], [2, 0.2]));
    // Another change that leaves the employee as is keeps the shares as they are.
    expect((await changed(second!._id, { notes: 'Long braids' })).staffShares).toEqual(
      moved.staffShares,
    );
    // A client's change never names shares (docs/areas/appointments.md).
    const byClient = await send(
      context.app,
      'PUT',
      `/v1/appointment/client-update/${second!._id}`,
      {
        cookie: home.owner.cookie,
        payload: { businessId: home.businessId, staffShares: [] },
      },
    );
    expect(byClient.statusCode, byClient.body).toBe(422);
    expect(Object.keys(fieldsOf(byClient) ?? {})).toEqual(['staffShares']);
    const stored = await storedOfSeries(first!.seriesId!);
    const untouched = shares([0, 0.5], [1, 0.3], [2, 0.2]);
    expect(stored).toEqual([
      { employeeId: staff[0], staffShares: untouched },
      { employeeId: staff[3], staffShares: moved.staffShares },
      { employeeId: staff[0], staffShares: untouched },
    ]);
  });

  it('moves an employee already among the shares first, each keeping their share', async () => {
    const [appointment] = await bookedSeries(
      series('2027-02-09T10:00:00', {
        repeatCount: 1,
        staffShares: shares([0, 0.5], [1, 0.3], [2, 0.2]),
      }),
    );
    const moved = await changed(appointment!._id, { employeeId: staff[2] });
    expect(moved.employeeId).toBe(staff[2]);
    expect(moved.staffShares).toEqual(shares([2, 0.2], [0, 0.5], [1, 0.3]));
  });

  it('takes the shares named with the new employee, and [] leaves the appointment to them alone', async () => {
    const [appointment] = await bookedSeries(
      series('2027-02-09T12:00:00', {
        repeatCount: 1,
        staffShares: [{ employeeId: staff[0] }, { employeeId: staff[1] }],
      }),
    );
    const id = appointment!._id;
    const named = await changed(id, {
      employeeId: staff[4],
      staffShares: shares([5, 0.4], [4, 0.6]),
    });
    expect([named.employeeId, named.staffShares]).toEqual([staff[4], shares([4, 0.6], [5, 0.4])]);
    // Shares named without the new employee are refused, and nothing changes.
    const before = await snapshot(context.database, home.businessId);
    const refused = await change(id, {
      employeeId: staff[0],
      staffShares: [{ employeeId: staff[4] }, { employeeId: staff[5] }],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(fieldsOf(refused)).toEqual({
      staffShares: "The appointment's staff member must be among those sharing it",
    });
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
    const alone = await changed(id, { employeeId: staff[0], staffShares: [] });
    expect([alone.employeeId, alone.staffShares]).toEqual([staff[0], []]);
    // Once unshared, a later change of employee has no shares to carry.
    const later = await changed(id, { employeeId: staff[1] });
    expect([later.employeeId, later.staffShares]).toEqual([staff[1], []]);
  });
});

describe("a series' appointment at the checkout", () => {
  it('credits its line to the appointment’s staff, in their shares', async () => {
    const booked = await bookedSeries(
      series('2027-02-11T10:00:00', {
        repeatCount: 2,
        staffShares: shares([1, 0.4], [0, 0.6]),
      }),
    );
    const calls = checkoutCalls({
      app: context.app,
      cookie: home.owner.cookie,
      businessId: home.businessId,
    });
    expect((await calls.emptyCart()).statusCode).toBe(200);
    expect((await calls.updateCart({ clientId: items.clientId })).statusCode).toBe(200);
    const added = await calls.addEntry({ ...items.entries.service, appointmentId: booked[1]!._id });
    expect(added.statusCode, added.body).toBe(200);
    const cart = cartOf(added);
    // Its employee leads the line, each keeping their share.
    const credited = shares([0, 0.6], [1, 0.4]);
    const sharesOf = (list: StaffShare[]) =>
      list.map(({ employeeId, share }) => ({ employeeId, share }));
    expect(sharesOf(cart.entries[0]!.staff)).toEqual(credited);
    const paid = await calls.pay([{ method: 'cash', amount: cart.total }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const [line] = orderOf(paid).lines;
    expect(line!.employee?._id).toBe(staff[0]);
    expect(sharesOf(line!.staff)).toEqual(credited);
  });
});
