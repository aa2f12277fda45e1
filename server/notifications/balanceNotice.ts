import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { isLanguage } from '../../texts/languages';
import type { Database } from '../db/database';
import { businesses, outboxMessages, roles, users } from '../db/schema';
import { speakingTo, text } from '../http/messages';
import { localDate } from '../tenancy/zonedTime';

/**
 * Tells the business's owners by e-mail that the SMS balance is spent, so messages now go by
 * e-mail or not at all: once per owner per local day (`notice:sms-balance:<day>:<owner>`, the
 * outbox's unique key), in the caller's transaction and in each owner's language.
 */
export const tellOwnersSmsBalanceSpent = async (tx: Database, businessId: string, now: Date) => {
  const [business] = await tx
    .select({ name: businesses.name, timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return;
  const owners = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(and(eq(roles.businessId, businessId), eq(roles.role, 'owner')));
  const day = localDate(now, business.timezone);
  for (const owner of owners) {
    const language = isLanguage(owner.language) ? owner.language : 'en';
    const words = (key: string) =>
      speakingTo({ language }, () =>
        text(`saluni.messageNotices.smsBalanceSpent.${key}`, { business: business.name }),
      );
    await tx
      .insert(outboxMessages)
      .values({
        businessId,
        id: uuidv7(),
        channel: 'email',
        recipient: owner.email,
        subject: words('subject'),
        body: words('body'),
        kind: 'notice',
        dedupeKey: `notice:sms-balance:${day}:${owner.id}`,
      })
      .onConflictDoNothing();
  }
};
