import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';

const lines: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await context.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown> & { reqId?: string };

/** The lines written since `lines` was emptied, but the scheduler's (they belong to no request). */
const requestLines = (): LogLine[] =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((line) => !('job' in line));

describe('request ids', () => {
  it('are made for each request, echoed on its reply and carried by every line it writes, which never shows its query', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Ids');
    lines.length = 0;
    const ids: string[] = [];
    for (const q of ['0712544123', 'Achieng Otieno']) {
      const response = await send(context.app, 'GET', withQuery('/v1/client', { businessId, q }), {
        cookie: owner.cookie,
      });
      expect(response.statusCode).toBe(200);
      ids.push(String(response.headers['x-request-id']));
    }
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    const written = requestLines();
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const line of written) expect(ids).toContain(line.reqId);
    // Each request's own lines: "incoming request" and "request completed".
    for (const id of ids)
      expect(written.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
    const log = lines.join('\n');
    expect(log).toContain('"url":"/v1/client"');
    for (const typed of ['712544123', 'Achieng', 'q=', businessId])
      expect(log).not.toContain(typed);
  });

  it('take a load balancer’s sane x-request-id, and replace one that is not', async () => {
    lines.length = 0;
    const given = 'lb-7f3a9c2e:01';
    const kept = await send(context.app, 'GET', '/healthz', {
      headers: { 'x-request-id': given },
    });
    expect(kept.headers['x-request-id']).toBe(given);
    expect(requestLines().every((line) => line.reqId === given)).toBe(true);

    for (const strange of ['two words', '"quoted"', 'x'.repeat(129), '']) {
      const response = await send(context.app, 'GET', '/healthz', {
        headers: { 'x-request-id': strange },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    expect(lines.join('\n')).not.toContain('two words');
  });

  it('name failures too: an unknown path, a malformed address, a refused call', async () => {
    lines.length = 0;
    const responses = [
      await send(context.app, 'GET', '/v1/no-such-route/0712544123'),
      await send(context.app, 'GET', '/v1/client/%zz'),
      await send(context.app, 'GET', '/v1/user'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([404, 400, 401]);
    for (const response of responses) expect(response.headers['x-request-id']).toMatch(UUID);
    const written = requestLines();
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(line.reqId).toMatch(UUID);
    expect(lines.join('\n')).not.toContain('0712544123');
  });

  it('name an area’s own line, written while it answers', async () => {
    lines.length = 0;
    const response = await send(context.app, 'POST', '/mpesa/reversal/result', {
      payload: { Result: { ResultCode: 0, ConversationID: 'AG_20261129_0001' } },
    });
    expect(response.statusCode).toBe(200);
    const result = requestLines().find((line) => line.msg === 'M-Pesa reversal result');
    expect(result).toMatchObject({ reqId: response.headers['x-request-id'], resultCode: 0 });
  });
});
