import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';

const PROCESS_SCRIPT = join(import.meta.dirname, 'demoServerProcess.ts');

interface Started {
  url: string;
  cookie: string;
}

const seenTexts = new Set<string>();

/** One HTTP exchange with the demo server, as the browser would make it with its cookie. */
const forward = (
  server: Started,
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const target = new URL(String(input), server.url);
    const headers = {
      ...(init.headers as Record<string, string> | undefined),
      cookie: server.cookie,
      origin: server.url,
    };
    const request = http.request(target, { method: init.method ?? 'GET', headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(reply.headers))
          if (typeof value === 'string') replyHeaders.set(name, value);
        const body = reply.statusCode === 204 ? null : Buffer.concat(chunks).toString('utf8');
        if (body && reply.headers['content-type']?.startsWith('application/json'))
          textsOf(JSON.parse(body), seenTexts);
        resolve(new Response(body, { status: reply.statusCode, headers: replyHeaders }));
      });
      reply.on('error', reject);
    });
    request.on('error', reject);
    request.end(typeof init.body === 'string' ? init.body : undefined);
  });

/** Every text of a JSON reply (names, notes, SKUs...): what a screen shows as data. */
const textsOf = (value: unknown, into: Set<string>) => {
  if (typeof value === 'string') {
    if (value.trim().length > 1) into.add(value.trim());
  } else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) textsOf(item, into);
};

export interface DemoServer {
  /** The texts of every reply so far, longest first. */
  dataTexts: () => string[];
  /** The first record of a list call, as the server sends it. */
  first: (path: string, pageKey: string) => Promise<{ _id: string }>;
}

/**
 * The real server with the demo salons, started once for a test file, and the global fetch
 * answered by it as the demo owner (signed in, the Nairobi salon current). JSON bodies only.
 */
export const setupDemoServer = (): DemoServer => {
  let child: ChildProcess | undefined;
  let started: Started | undefined;
  let businessId = '';
  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', PROCESS_SCRIPT], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const { value: line } = (await lines.next()) as { value?: string };
    if (!line) throw new Error('the demo server exited before it started');
    started = JSON.parse(line) as Started;
    const user = (await (await forward(started, '/v1/user')).json()) as {
      user: { roles: { business: { _id: string; name: string } }[] };
    };
    businessId = user.user.roles[0]!.business._id;
  }, 60_000);
  afterAll(() => {
    child?.stdin?.end();
  });
  // Each test starts with an empty localStorage (tests/web/setup.ts).
  beforeEach(() => setCurrentBusinessId(businessId));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    forward(started!, input, init),
  );
  return {
    dataTexts: () => [...seenTexts].sort((a, b) => b.length - a.length),
    first: async (path, pageKey) => {
      const reply = (await (
        await forward(started!, `${path}?businessId=${businessId}&limit=1`)
      ).json()) as Record<string, { docs: { _id: string }[] }>;
      return reply[pageKey]!.docs[0]!;
    },
  };
};
