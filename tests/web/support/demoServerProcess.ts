/**
 * The real server on an in-memory database holding the demo salons, for component tests that
 * want the app's own replies rather than hand-written ones. Run as a child process by
 * demoServer.ts (web tests run in happy-dom, where the server cannot); it prints one line of
 * JSON with its address and the demo owner's session cookie, and stops when its parent closes
 * its standard input.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app';
import { createPglite, migrateDatabase, openPglite } from '../../../server/db/database';
import { DEMO_LOGIN, seedDemoBusiness } from '../../../server/seed/demo';

const database = openPglite(await createPglite());
await migrateDatabase(database);
await seedDemoBusiness(database.db);
const app = await buildApp({ database });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const signIn = await app.inject({
  method: 'POST',
  url: '/v1/auth/login',
  headers: { origin: 'http://localhost' },
  payload: DEMO_LOGIN,
});
const session = signIn.cookies.find((cookie) => cookie.name === 'saluni_session');
if (!session) throw new Error(`demo sign-in failed: ${signIn.statusCode}`);
process.stdout.write(`${JSON.stringify({ url, cookie: `${session.name}=${session.value}` })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void app.close().then(() => database.close()));
