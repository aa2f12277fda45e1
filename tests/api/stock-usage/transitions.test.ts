import { describe, expect, it } from 'vitest';
import { body, send, type ErrorBody } from '../support/http';
import { entryCount } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { usageOf, usageSetup } from './support';

const context = setupTestApp();

const CONFIRMED =
  'This stock usage is confirmed: it cannot be confirmed again, edited, cancelled or deleted';
const CANCELLED =
  'This stock usage is cancelled: it cannot be confirmed, edited or cancelled again';

type State = 'pending' | 'confirmed' | 'cancelled';
type Action = 'edit' | 'confirm' | 'cancel' | 'delete';

/** inventory.md 4 and design.md 4: state x action -> status code, the state after, and the refusal's message. */
const TABLE: [State, Action, number, State | 'gone', string?][] = [
  ['pending', 'edit', 200, 'pending'],
  ['pending', 'confirm', 200, 'confirmed'],
  ['pending', 'cancel', 200, 'cancelled'],
  ['pending', 'delete', 200, 'gone'],
  ['confirmed', 'edit', 409, 'confirmed', CONFIRMED],
  ['confirmed', 'confirm', 409, 'confirmed', CONFIRMED],
  ['confirmed', 'cancel', 409, 'confirmed', CONFIRMED],
  ['confirmed', 'delete', 409, 'confirmed', CONFIRMED],
  ['cancelled', 'edit', 409, 'cancelled', CANCELLED],
  ['cancelled', 'confirm', 409, 'cancelled', CANCELLED],
  ['cancelled', 'cancel', 409, 'cancelled', CANCELLED],
  ['cancelled', 'delete', 200, 'gone'],
];

describe('stock usage states', () => {
  it.each(TABLE)('%s + %s -> %i', async (state, action, status, after, message) => {
    const setup = await usageSetup(context);
    const usage = usageOf(await setup.calls.create(setup.businessUsage()));
    if (state === 'confirmed') expect((await setup.calls.confirm(usage._id)).statusCode).toBe(200);
    if (state === 'cancelled') expect((await setup.calls.cancel(usage._id)).statusCode).toBe(200);
    const entriesBefore = await entryCount(context.database, setup.businessId);

    const response = await {
      edit: () => setup.calls.update(usage._id, setup.businessUsage({ businessReason: 'office' })),
      confirm: () => setup.calls.confirm(usage._id),
      cancel: () => setup.calls.cancel(usage._id),
      delete: () => setup.calls.remove(usage._id),
    }[action]();

    expect(response.statusCode).toBe(status);
    if (message)
      expect(body<ErrorBody>(response).error).toMatchObject({ code: 'INVALID_STATE', message });
    const read = await setup.calls.get(usage._id);
    if (after === 'gone') expect(read.statusCode).toBe(404);
    else expect(usageOf(read).status).toBe(after);
    // Only a confirm from pending posts stock (one line); nothing else touches the ledger.
    const posted = state === 'pending' && action === 'confirm' ? 1 : 0;
    expect(await entryCount(context.database, setup.businessId)).toBe(entriesBefore + posted);
    if (status === 409 && action === 'edit') expect(usageOf(read).businessReason).toBe('training');
  });

  it('speaks the refusal in Swahili to a Swahili user', async () => {
    const setup = await usageSetup(context);
    const usage = usageOf(await setup.calls.create(setup.businessUsage()));
    await setup.calls.cancel(usage._id);
    await send(context.app, 'PUT', '/v1/user/language', {
      cookie: setup.owner.cookie,
      payload: { language: 'sw' },
    });
    const response = await setup.calls.confirm(usage._id);
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error.message).toBe(
      'Matumizi haya ya akiba yameghairiwa: hayawezi kuthibitishwa, kuhaririwa wala kughairiwa tena',
    );
  });
});
