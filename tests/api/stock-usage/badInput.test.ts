import { describe, expect, it } from 'vitest';
import { addMember } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { insertProduct } from '../support/stock';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { insertAppointment, MODULE, usageCalls, usageOf, usageSetup } from './support';

const context = setupTestApp();

const V = {
  purpose: 'Purpose is required',
  appointment: 'Appointment is required',
  reason: 'Business reason is required',
  warehouse: 'Warehouse is required',
  quantity: 'Quantity must be at least 1',
  items: 'At least one item is required',
};

describe('stock usage bad input: 422 with the field and its message, nothing written', () => {
  it.each([
    ['no purpose', { purpose: undefined }, 'purpose', V.purpose],
    ['an unknown purpose', { purpose: 'gift' }, 'purpose', undefined],
    [
      'appointment without one',
      { purpose: 'appointment', businessReason: null },
      'appointmentId',
      V.appointment,
    ],
    ['business without a reason', { businessReason: null }, 'businessReason', V.reason],
    ['an unknown reason', { businessReason: 'party' }, 'businessReason', undefined],
    ['no items', { items: [] }, 'items', V.items],
    ['items not a list', { items: 'oil' }, 'items', V.items],
    ['a bad date', { usageDate: '2026-02-30' }, 'usageDate', undefined],
    ['an unknown field', { colour: 'red' }, 'colour', undefined],
  ])('%s', async (_name, overrides, field, message) => {
    const setup = await usageSetup(context);
    const before = await snapshot(context.database, setup.businessId);
    const response = await setup.calls.create(setup.businessUsage(overrides));
    expect(response.statusCode).toBe(422);
    const error = body<ErrorBody>(response).error;
    expect(error.fields).toHaveProperty(field);
    if (message) expect(error.fields![field]).toBe(message);
    expect(await snapshot(context.database, setup.businessId)).toEqual(before);
  });

  it.each([
    ['zero', 0, V.quantity],
    ['negative', -2, V.quantity],
    ['fractional', 1.5, 'Must be a whole number'],
    ['text', '2', V.quantity],
    ['missing', undefined, V.quantity],
  ])('a %s quantity, on create and on edit', async (_name, quantity, message) => {
    const setup = await usageSetup(context);
    const usage = usageOf(await setup.calls.create(setup.businessUsage()));
    const before = await snapshot(context.database, setup.businessId);
    const line = { ...setup.item(), quantity };
    for (const response of [
      await setup.calls.create(setup.businessUsage({ items: [line] })),
      await setup.calls.update(usage._id, setup.businessUsage({ items: [line] })),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({ items: message });
    }
    expect(await snapshot(context.database, setup.businessId)).toEqual(before);
  });

  it('a line without a warehouse', async () => {
    const setup = await usageSetup(context);
    const response = await setup.calls.create(
      setup.businessUsage({ items: [{ ...setup.item(), warehouseId: undefined }] }),
    );
    expect(body<ErrorBody>(response).error.fields).toEqual({ items: V.warehouse });
  });

  it("another business's product, variant, warehouse or appointment is refused (422), nothing written", async () => {
    const mine = await usageSetup(context);
    const theirs = await usageSetup(context);
    const visit = await insertAppointment(
      context,
      theirs.owner.cookie,
      theirs.businessId,
      new Date('2026-11-20T09:00:00Z'),
    );
    const usage = usageOf(await mine.calls.create(mine.businessUsage()));
    const before = await snapshot(context.database, mine.businessId);
    const otherVariant = (await insertProduct(context.database, mine.businessId)).variantIds[0];
    const afterProduct = await snapshot(context.database, mine.businessId);
    const bodies = [
      mine.businessUsage({
        items: [{ ...mine.item(), itemCode: theirs.product.productId, variantId: undefined }],
      }),
      mine.businessUsage({ items: [{ ...mine.item(), variantId: theirs.variantId }] }),
      mine.businessUsage({ items: [{ ...mine.item(), variantId: otherVariant }] }),
      mine.businessUsage({ items: [mine.item(1, theirs.general)] }),
      mine.businessUsage({
        purpose: 'appointment',
        businessReason: null,
        appointmentId: visit.appointmentId,
      }),
    ];
    for (const payload of bodies) {
      for (const response of [
        await mine.calls.create(payload),
        await mine.calls.update(usage._id, payload),
      ]) {
        expect(response.statusCode).toBe(422);
      }
    }
    expect(await snapshot(context.database, mine.businessId)).toEqual(afterProduct);
    expect(before).toBeDefined();
  });

  it("another business's usage is a 404 for every call; a business the caller is not in is a 403", async () => {
    const mine = await usageSetup(context);
    const theirs = await usageSetup(context);
    const usage = usageOf(await theirs.calls.create(theirs.businessUsage()));
    const before = await snapshot(context.database, theirs.businessId);
    for (const response of [
      await mine.calls.get(usage._id),
      await mine.calls.update(usage._id, mine.businessUsage()),
      await mine.calls.confirm(usage._id),
      await mine.calls.cancel(usage._id),
      await mine.calls.remove(usage._id),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const intruder = usageCalls(context.app, mine.owner.cookie, theirs.businessId);
    expect((await intruder.list()).statusCode).toBe(403);
    expect((await intruder.confirm(usage._id)).statusCode).toBe(403);
    expect(await snapshot(context.database, theirs.businessId)).toEqual(before);
    expect((await mine.calls.get('not-an-id')).statusCode).toBe(404);
  });

  it('staff need the products.Stock Usage permission for each action', async () => {
    const setup = await usageSetup(context);
    const usage = usageOf(await setup.calls.create(setup.businessUsage()));
    const reader = await addMember(context.app, context.database, setup.businessId, {
      [MODULE]: ['read'],
    });
    const calls = usageCalls(context.app, reader.cookie, setup.businessId);
    expect((await calls.list()).statusCode).toBe(200);
    expect((await calls.create(setup.businessUsage())).statusCode).toBe(403);
    expect((await calls.confirm(usage._id)).statusCode).toBe(403);
    expect((await calls.remove(usage._id)).statusCode).toBe(403);
    const stockOnly = await addMember(context.app, context.database, setup.businessId, {
      'products.Stock': ['read', 'create', 'update', 'delete'],
    });
    expect(
      (await usageCalls(context.app, stockOnly.cookie, setup.businessId).list()).statusCode,
    ).toBe(403);
  });
});
