import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../server/db/database';
import { accountEmails, jobTitles } from '../server/db/schema';

/** What the measured requests need: the owner's session cookie and the big business. */
export interface SeededData {
  cookie: string;
  businessId: string;
  otherBusinessIds: string[];
}

export const MAIN_ROWS = 100_000;
export const OTHER_ROWS = 10_000;
const OTHER_BUSINESSES = 3;
const BATCH = 4_000;

const LEVELS = ['Junior', 'Senior', 'Lead', 'Trainee', 'Head'];
const ROLES = [
  'Stylist',
  'Barber',
  'Nail Technician',
  'Receptionist',
  'Colourist',
  'Massage Therapist',
  'Esthetician',
  'Makeup Artist',
  'Salon Manager',
  'Spa Attendant',
];
/** Matches one role in ten (10,000 of the big business's rows): a realistic, unselective search. */
export const SEARCH_TERM = 'colourist';

const post = async (
  baseUrl: string,
  path: string,
  body: unknown,
  cookie?: string,
  status = 201,
) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== status)
    throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
};

/**
 * A real owner through the app's own calls (sign-up, then the link of the e-mail it sends, where
 * the password is chosen), so every measured request carries a genuine session cookie and goes
 * through the same session and role lookups as a browser's.
 */
export const signUpOwner = async (database: OpenDatabase, baseUrl: string, label = 'owner') => {
  // The label tells apart owners signed up within the same millisecond.
  const email = `bench-${label}-${process.pid}-${Date.now()}@saluni.test`;
  await post(baseUrl, '/v1/auth/signup', { fullName: 'Bench Owner', email }, undefined, 202);
  const [mail] = await database.db
    .select()
    .from(accountEmails)
    .where(eq(accountEmails.recipient, email));
  const token = /\/#\/verify-email\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('sign-up sent no link');
  const verified = await post(
    baseUrl,
    '/v1/auth/verify-email',
    { token, password: 'bench-password-1' },
    undefined,
    200,
  );
  const session = verified.headers
    .getSetCookie()
    .find((value) => value.startsWith('saluni_session='));
  if (!session) throw new Error('verify-email set no session cookie');
  const cookie = session.split(';')[0];
  const createBusiness = async (name: string) => {
    const reply = (await (await post(baseUrl, '/v1/business', { name }, cookie)).json()) as {
      business: { _id: string };
    };
    return reply.business._id;
  };
  return { cookie, createBusiness };
};

/**
 * Inserts `total` job titles for a business in transactions of a few thousand rows (the
 * realistic way a migration or import loads data; one giant statement would hit parameter
 * limits). Timestamps are a millisecond apart so every sort order is fully determined.
 */
const insertJobTitles = async (
  database: OpenDatabase,
  businessId: string,
  total: number,
  offset: number,
) => {
  const start = Date.UTC(2024, 0, 1);
  for (let first = 0; first < total; first += BATCH) {
    const rows: (typeof jobTitles.$inferInsert)[] = [];
    for (let i = first; i < Math.min(total, first + BATCH); i += 1) {
      const n = offset + i;
      const at = new Date(start + n);
      rows.push({
        businessId,
        id: uuidv7(),
        createdAt: at,
        updatedAt: at,
        name: `${LEVELS[n % LEVELS.length]} ${ROLES[Math.floor(n / LEVELS.length) % ROLES.length]} ${String(n).padStart(6, '0')}`,
      });
    }
    await database.db.transaction(async (tx) => {
      await tx.insert(jobTitles).values(rows);
    });
  }
};

export const seedBenchData = async (
  database: OpenDatabase,
  baseUrl: string,
): Promise<SeededData> => {
  const { cookie, createBusiness } = await signUpOwner(database, baseUrl);
  const businessId = await createBusiness(`Bench Salon ${process.pid}`);
  const otherBusinessIds: string[] = [];
  for (let b = 0; b < OTHER_BUSINESSES; b += 1)
    otherBusinessIds.push(await createBusiness(`Bench Neighbour ${process.pid} ${b + 1}`));

  await insertJobTitles(database, businessId, MAIN_ROWS, 0);
  const perOther = Math.floor(OTHER_ROWS / OTHER_BUSINESSES);
  for (const [index, other] of otherBusinessIds.entries())
    await insertJobTitles(database, other, perOther, MAIN_ROWS + index * perOther);
  // Statistics and visibility map as autovacuum leaves a long-running database, so plans
  // (index-only scans included) are the ones production would get, not a fresh bulk load's.
  await database.query('vacuum analyze job_titles');
  // The bulk load's dirty pages written out now, not by a checkpoint in the middle of a measurement.
  await database.query('checkpoint');
  return { cookie, businessId, otherBusinessIds };
};
