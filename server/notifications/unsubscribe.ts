import { and, eq } from 'drizzle-orm';
import type { Language } from '../../texts/languages';
import { businessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { clients, outboxMessages } from '../db/schema';
import { escapeHtml, htmlPage } from '../http/htmlPage';
import { speakingTo, text } from '../http/messages';
import { secretTokenHash } from '../http/secretTokens';
import { recordConsent, senderNameOf } from '../messaging';

/** The marketing e-mail a one-click token was sent with, and its client's language and sender. */
const messageOfToken = async (db: Database, token: string) => {
  const [row] = await db
    .select({ businessId: outboxMessages.businessId, clientId: outboxMessages.clientId })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.unsubscribeTokenHash, secretTokenHash(token)),
        eq(outboxMessages.marketing, true),
      ),
    )
    .limit(1);
  if (!row?.clientId) return null;
  const [client] = await db
    .select({ language: clients.language })
    .from(clients)
    .where(businessRow(clients, row.businessId, row.clientId));
  if (!client) return null;
  const { sender } = await senderNameOf(db, row.businessId);
  return { businessId: row.businessId, clientId: row.clientId, sender, language: client.language };
};

/**
 * `POST /v1/unsubscribe/:token` (RFC 8058 one-click): withdraws the client's marketing e-mail
 * consent at once, logged with method 'unsubscribe-link'. Answers the language and sender for
 * the page, or null for a token no message carries. Posting twice changes nothing more.
 */
export const unsubscribeByToken = async (db: Database, token: string) => {
  const message = await messageOfToken(db, token);
  if (!message) return null;
  await db.transaction((tx) =>
    recordConsent(tx, {
      businessId: message.businessId,
      clientId: message.clientId,
      channels: ['email'],
      granted: false,
      method: 'unsubscribe-link',
    }),
  );
  return message;
};

export const unsubscribeTarget = messageOfToken;

const T = 'saluni.consent.unsubscribePage';

/**
 * The signed-out page of an unsubscribe link, in the client's language: a question and a button
 * that posts the one-click form to the API (no script, so the app's CSP holds), or, once done,
 * the confirmation. `token` is null for an unknown link.
 */
export const unsubscribePageHtml = (
  page: { state: 'ask' | 'done'; sender: string; token: string } | { state: 'unknown' },
  language: Language,
) =>
  speakingTo({ language }, () => {
    const body =
      page.state === 'unknown'
        ? `<p>${escapeHtml(text(`${T}.unknown`))}</p>`
        : page.state === 'done'
          ? `<p>${escapeHtml(text(`${T}.done`, { sender: page.sender }))}</p>`
          : `<p>${escapeHtml(text(`${T}.question`, { sender: page.sender }))}</p>
  <form method="post" action="/v1/unsubscribe/${encodeURIComponent(page.token)}">
    <input type="hidden" name="List-Unsubscribe" value="One-Click">
    <button type="submit">${escapeHtml(text(`${T}.button`))}</button>
  </form>`;
    return htmlPage({
      language,
      title: text(`${T}.title`),
      style:
        '  button { font-size: 1rem; padding: 12px 20px; border-radius: 6px; border: 0; background: #333; color: #fff; }',
      body,
    });
  });
