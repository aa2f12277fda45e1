import type { MessageChannel } from '../../registry/messages';
import type { Database } from '../db/database';
import { recordConsent } from '../messaging';
import type { ResourceHooks } from '../registry/hooks';
import type { TenantRow } from '../registry/table';

const CONSENT_FIELDS = {
  marketingSms: 'sms',
  marketingEmail: 'email',
  marketingWhatsapp: 'whatsapp',
} as const satisfies Record<string, MessageChannel>;
type ConsentField = keyof typeof CONSENT_FIELDS;
const FIELDS = Object.keys(CONSENT_FIELDS) as ConsentField[];

/** The consents a form write asks for, until its row is stored, by the write's transaction. */
const asked = new WeakMap<Database, Partial<Record<ConsentField, boolean>>>();

/**
 * The client form's marketing consents (docs/areas/messages-consent.md): the write itself keeps
 * the flags as they were, and once the row is stored each change goes through recordConsent, so
 * the log (method 'form', recorded by the user) is written in the same transaction.
 */
export const consentHooks: Required<Pick<ResourceHooks, 'beforeWrite' | 'afterWrite'>> = {
  beforeWrite: async ({ db }, values, existing) => {
    const wanted: Partial<Record<ConsentField, boolean>> = {};
    const kept: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (typeof values[field] === 'boolean') wanted[field] = values[field];
      kept[field] = (existing?.[field] as boolean | undefined) ?? false;
    }
    asked.set(db, wanted);
    // The column is never empty: a cleared choice keeps the channel in force.
    if (values.preferredChannel === null)
      kept.preferredChannel = (existing?.preferredChannel as string | undefined) ?? 'sms';
    return kept;
  },
  afterWrite: async ({ db, access }, row: TenantRow) => {
    const wanted = asked.get(db) ?? {};
    asked.delete(db);
    for (const granted of [true, false]) {
      const fields = FIELDS.filter((field) => wanted[field] === granted);
      const channels = fields.map((field) => CONSENT_FIELDS[field]);
      // The reply is built from this row: it shows the consents now in force.
      for (const field of fields) row[field] = granted;
      if (channels.length)
        await recordConsent(db, {
          businessId: access.businessId,
          clientId: row.id as string,
          channels,
          granted,
          method: 'form',
          recordedBy: access.user.id,
        });
    }
  },
};
