import { and, desc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import {
  CONSENT_METHODS,
  MESSAGE_CHANNELS,
  type ClientConsent,
  type ConsentMethod,
  type MessageChannel,
} from '../../registry/messages';
import { choiceSchema, textSchema } from '../../registry/validation';
import { businessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { clientConsents, clients } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { recordConsent } from '../messaging';
import type { Access } from '../tenancy/access';

/** `POST /v1/client-consent`: a consent given or withdrawn at the desk, with how it was given. */
export const consentRecordSchema = yup.object({
  businessId: textSchema(),
  clientId: textSchema(64).required('saluni.validation.fieldRequired'),
  channel: choiceSchema(MESSAGE_CHANNELS).required('saluni.validation.fieldRequired'),
  granted: yup
    .boolean()
    .strict()
    .typeError('saluni.validation.fieldRequired')
    .required('saluni.validation.fieldRequired'),
  method: choiceSchema(CONSENT_METHODS).required('saluni.validation.fieldRequired'),
  note: textSchema(500).nullable().optional(),
});

const documentOf = (row: typeof clientConsents.$inferSelect): ClientConsent => ({
  id: row.id,
  clientId: row.clientId,
  channel: row.channel,
  granted: row.granted,
  method: row.method,
  recordedBy: row.recordedBy,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requireClient = async (db: Database, businessId: string, clientId: unknown) => {
  if (typeof clientId !== 'string' || !UUID.test(clientId))
    throw validationFailed({ clientId: text('saluni.validation.fieldRequired') });
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(businessRow(clients, businessId, clientId));
  if (!client) throw notFound();
  return clientId;
};

/** `GET /v1/client-consent?clientId`: the client's consent log, newest first. */
export const consentLog = async (
  db: Database,
  businessId: string,
  clientIdParam: unknown,
): Promise<ClientConsent[]> => {
  const clientId = await requireClient(db, businessId, clientIdParam);
  const rows = await db
    .select()
    .from(clientConsents)
    .where(and(eq(clientConsents.businessId, businessId), eq(clientConsents.clientId, clientId)))
    .orderBy(desc(clientConsents.createdAt), desc(clientConsents.id));
  return rows.map(documentOf);
};

/**
 * Records a consent the caller took down (a signed consultation form, a word at the desk): the
 * client's state and the log in one transaction. Answers the newest log entry of the channel,
 * the one already in force when nothing changed.
 */
export const recordDeskConsent = async (
  db: Database,
  access: Access,
  body: yup.InferType<typeof consentRecordSchema>,
): Promise<ClientConsent | null> => {
  const clientId = await requireClient(db, access.businessId, body.clientId);
  const channel = body.channel as MessageChannel;
  await db.transaction((tx) =>
    recordConsent(tx, {
      businessId: access.businessId,
      clientId,
      channels: [channel],
      granted: body.granted,
      method: body.method as ConsentMethod,
      recordedBy: access.user.id,
      note: body.note ?? null,
    }),
  );
  const [latest] = await db
    .select()
    .from(clientConsents)
    .where(
      and(
        eq(clientConsents.businessId, access.businessId),
        eq(clientConsents.clientId, clientId),
        eq(clientConsents.channel, channel),
      ),
    )
    .orderBy(desc(clientConsents.createdAt), desc(clientConsents.id))
    .limit(1);
  return latest ? documentOf(latest) : null;
};
