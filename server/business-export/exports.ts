import { and, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { businessExports } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { text } from '../http/messages';
import type { ScheduledJob } from '../scheduler';
import type { Access } from '../tenancy/access';
import { buildExportArchive } from './archive';

/** How many finished exports a business keeps; older ones are deleted when a new one is ready. */
export const KEPT_EXPORTS = 3;
/** A building export whose server stopped is taken again after this. */
const CLAIM_MINUTES = 10;

const listed = {
  _id: businessExports.id,
  status: businessExports.status,
  progress: businessExports.progress,
  createdAt: businessExports.createdAt,
  finishedAt: businessExports.finishedAt,
  size: businessExports.size,
};

/** Everything in an export is the business's: only its owners and admins ask for one. */
export const requireOwnerOrAdmin = (access: Access) => {
  if (access.role !== 'owner' && access.role !== 'admin') throw forbidden();
};

const ofBusiness = (businessId: string, id: string) =>
  and(eq(businessExports.businessId, businessId), eq(businessExports.id, id));

export const listExports = (db: Database, businessId: string) =>
  db
    .select(listed)
    .from(businessExports)
    .where(eq(businessExports.businessId, businessId))
    .orderBy(desc(businessExports.createdAt));

/** Queues an export; one at a time per business (409 while one is queued or building). */
export const startExport = async (db: Database, access: Access) =>
  db.transaction(async (tx) => {
    // A lock on the business until the commit keeps two clicks from queueing two exports.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${access.businessId}))`);
    const [running] = await tx
      .select({ id: businessExports.id })
      .from(businessExports)
      .where(
        and(
          eq(businessExports.businessId, access.businessId),
          inArray(businessExports.status, ['queued', 'building']),
        ),
      );
    if (running)
      throw new HttpError(409, 'INVALID_STATE', text('saluni.businessExport.alreadyBuilding'));
    const [created] = await tx
      .insert(businessExports)
      .values({ businessId: access.businessId, id: uuidv7(), requestedBy: access.user.id })
      .returning(listed);
    return created;
  });

export const sendExport = async (
  db: Database,
  businessId: string,
  id: string,
  reply: FastifyReply,
) => {
  if (!isUuid(id)) throw notFound();
  const [found] = await db
    .select({
      status: businessExports.status,
      archive: businessExports.archive,
      createdAt: businessExports.createdAt,
    })
    .from(businessExports)
    .where(ofBusiness(businessId, id));
  if (!found) throw notFound();
  if (found.status !== 'ready' || !found.archive)
    throw new HttpError(409, 'INVALID_STATE', text('saluni.businessExport.notReady'));
  const day = found.createdAt.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'application/gzip')
    .header('content-disposition', `attachment; filename="saluni-export-${day}.tar.gz"`)
    .header('cache-control', 'private, no-store')
    .send(found.archive);
};

/** Takes one queued export (or one whose server stopped) so that only this server builds it. */
const claimExport = (db: Database) =>
  db.transaction(async (tx) => {
    const [next] = await tx
      .select({ businessId: businessExports.businessId, id: businessExports.id })
      .from(businessExports)
      .where(
        or(
          eq(businessExports.status, 'queued'),
          and(
            eq(businessExports.status, 'building'),
            or(isNull(businessExports.claimedUntil), lt(businessExports.claimedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(businessExports.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    await tx
      .update(businessExports)
      .set({
        status: 'building',
        progress: 0,
        claimedUntil: sql`now() + make_interval(mins => ${CLAIM_MINUTES})`,
      })
      .where(ofBusiness(next.businessId, next.id));
    return next;
  });

const deleteOlderExports = async (db: Database, businessId: string) => {
  const kept = await db
    .select({ id: businessExports.id })
    .from(businessExports)
    .where(eq(businessExports.businessId, businessId))
    .orderBy(desc(businessExports.createdAt))
    .limit(KEPT_EXPORTS);
  await db.delete(businessExports).where(
    and(
      eq(businessExports.businessId, businessId),
      inArray(businessExports.status, ['ready', 'failed']),
      notInArray(
        businessExports.id,
        kept.map((row) => row.id),
      ),
    ),
  );
};

const buildOne = async (db: Database, now: Date) => {
  const claimed = await claimExport(db);
  if (!claimed) return false;
  const { businessId, id } = claimed;
  try {
    const archive = await buildExportArchive(db, businessId, now, async (progress) => {
      await db.update(businessExports).set({ progress }).where(ofBusiness(businessId, id));
    });
    await db
      .update(businessExports)
      .set({ status: 'ready', progress: 100, archive, size: archive.length, finishedAt: now })
      .where(ofBusiness(businessId, id));
  } catch (error) {
    await db
      .update(businessExports)
      .set({ status: 'failed', finishedAt: now })
      .where(ofBusiness(businessId, id));
    throw error;
  }
  await deleteOlderExports(db, businessId);
  return true;
};

/** Builds the queued exports, one after another, on whichever server holds the job. */
export const businessExportJob = (intervalSeconds = 2): ScheduledJob => ({
  name: 'business-export',
  intervalSeconds,
  run: async (db, now) => {
    while (await buildOne(db, now));
  },
});
