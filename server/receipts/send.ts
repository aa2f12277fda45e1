import { and, eq, gt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Order } from '../../registry/orders';
import type { ReceiptChannel, ReceiptSent } from '../../registry/receipts';
import { isLanguage, type Language } from '../../texts/languages';
import { publicUrl } from '../config';
import { businessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { clients, receiptLinks } from '../db/schema';
import { validationFailed } from '../http/errors';
import { speakingTo, text } from '../http/messages';
import { newSecretToken, secretTokenHash } from '../http/secretTokens';
import { queueClientMessage } from '../notifications';
import { readBusinessTax } from '../tax';
import { buildReceipt } from './build';
import { receiptPlainText } from './text';

const S = 'saluni.receipts.send';
/** How long a client's link opens the PDF. */
const LINK_DAYS = 90;

/** The language the client reads their messages in; the product's when they chose none. */
const clientLanguage = async (tx: Database, order: Order): Promise<Language> => {
  const [client] = await tx
    .select({ language: clients.language })
    .from(clients)
    .where(businessRow(clients, order.businessId, order.client._id));
  return isLanguage(client?.language) ? client.language : 'en';
};

/** 422 on the channel's field when the client has no address for it. */
const requireAddress = (order: Order, channel: ReceiptChannel) => {
  if (channel === 'email') {
    if (!order.client.email?.trim()) throw validationFailed({ channel: text(`${S}.noEmail`) });
  } else if (!order.client.phone?.trim()) {
    throw validationFailed({ channel: text(`${S}.noPhone`) });
  }
};

/**
 * Sends the receipt to the order's client in their language, in the caller's transaction: a
 * link to its PDF (only the token's hash is kept, for 90 days) by SMS or WhatsApp, or the
 * receipt's text with the link by e-mail, queued through the outbox as a message to the client.
 */
export const sendReceipt = async (
  tx: Database,
  order: Order,
  channel: ReceiptChannel,
  now = new Date(),
): Promise<ReceiptSent> => {
  requireAddress(order, channel);
  const language = await clientLanguage(tx, order);
  const expiresAt = new Date(now.getTime() + LINK_DAYS * 24 * 60 * 60 * 1000);
  const { token, hash } = newSecretToken();
  await tx.insert(receiptLinks).values({
    businessId: order.businessId,
    id: uuidv7(),
    orderId: order._id,
    tokenHash: hash,
    language,
    expiresAt,
  });
  const link = `${publicUrl()}/receipt/${token}`;
  const business = await readBusinessTax(tx, order.businessId);
  const receipt = await speakingTo({ language }, () => buildReceipt(order, business, language));
  const words = speakingTo({ language }, () => {
    const names = { business: business.name, orderNo: order.orderNo, link };
    return {
      sms: text(`${S}.link`, names),
      emailSubject: text(`${S}.subject`, names),
      emailBody: `${receiptPlainText(receipt)}\n\n${text(`${S}.emailLink`, names)}`,
    };
  });
  const queued = await queueClientMessage(tx, {
    businessId: order.businessId,
    clientId: order.client._id,
    // Sent by staff on the client's request, like an answer: no consent rule, no dedupe.
    kind: 'reply',
    channel,
    ...words,
    whatsappTemplate: {
      name: 'saluni_receipt',
      language,
      parameters: [business.name, String(order.orderNo), link],
    },
    now,
  });
  if (!queued.queued) throw validationFailed({ channel: text(`${S}.notQueued`) });
  return { channel: queued.channel, expiresAt: expiresAt.toISOString() };
};

/** The order and language of a link still open; null for an unknown or expired token alike. */
export const openReceiptLink = async (db: Database, token: string, now = new Date()) => {
  const [link] = await db
    .select()
    .from(receiptLinks)
    .where(
      and(eq(receiptLinks.tokenHash, secretTokenHash(token)), gt(receiptLinks.expiresAt, now)),
    );
  if (!link) return null;
  return {
    businessId: link.businessId,
    orderId: link.orderId,
    language: isLanguage(link.language) ? link.language : 'en',
  };
};
