import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import {
  RECEIPT_CHANNELS,
  RECEIPT_PAPERS,
  type ReceiptChannel,
  type ReceiptPaper,
} from '../../registry/receipts';
import { ROUTES } from '../../registry/routes';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Language } from '../../texts/languages';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { escapeHtml, htmlPage } from '../http/htmlPage';
import { speakingTo, text } from '../http/messages';
import { loadOrder } from '../orders';
import { readBusinessTax } from '../tax';
import { serveRoute } from '../tenancy/declaredRoutes';
import { buildReceipt } from './build';
import { receiptPdf } from './pdf';
import { openReceiptLink, sendReceipt } from './send';

const sendSchema = yup.object({
  businessId: textSchema(),
  channel: choiceSchema(RECEIPT_CHANNELS),
});

/** An order of the business, or a 404 (an id that is no id too). */
const orderOf = async (db: Database, businessId: string, orderId: string) => {
  const order = isUuid(orderId) ? await loadOrder(db, businessId, orderId) : undefined;
  if (!order) throw notFound();
  return order;
};

/** The receipt of an order of the business, in the language of whoever reads it. */
const receiptOf = async (db: Database, businessId: string, orderId: string, language: Language) =>
  buildReceipt(
    await orderOf(db, businessId, orderId),
    await readBusinessTax(db, businessId),
    language,
  );

const paperOf = (query: Record<string, unknown>): ReceiptPaper => {
  const paper = query.paper ?? '80mm';
  if (!RECEIPT_PAPERS.includes(paper as ReceiptPaper))
    throw badRequest('saluni.validation.invalidChoice', { choices: RECEIPT_PAPERS.join(', ') });
  return paper as ReceiptPaper;
};

const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** The page a link that opens nothing shows: the same for an unknown and an expired token. */
const unknownLinkPage = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      htmlPage({
        language: request.language,
        title: text('saluni.receipts.title.receipt'),
        body: `<p>${escapeHtml(text('saluni.receipts.link.unknown'))}</p>`,
      }),
    );

/** The receipt as JSON and PDF, sending it to the client, and the client's link (docs/areas/receipts.md). */
export const registerReceiptRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.orderReceipt, { query: [] }, ({ access, params, request }) =>
    receiptOf(db, access.businessId, params.id!, request.language),
  );

  serveRoute(
    app,
    db,
    ROUTES.orderReceiptPdf,
    { query: ['paper'] },
    async ({ access, params, query, request, reply }) => {
      const paper = paperOf(query);
      const receipt = await receiptOf(db, access.businessId, params.id!, request.language);
      sendPdf(reply, await receiptPdf(receipt, paper), `receipt-${receipt.orderNo}`);
    },
  );

  serveRoute(app, db, ROUTES.orderReceiptSend, { body: sendSchema }, ({ access, params, body }) =>
    db.transaction(async (tx) => {
      const order = await orderOf(tx, access.businessId, params.id!);
      return sendReceipt(tx, order, body.channel as ReceiptChannel);
    }),
  );

  serveRoute(
    app,
    db,
    ROUTES.receiptLink,
    { query: ['paper'] },
    async ({ params, query, request, reply }) => {
      const link = await openReceiptLink(db, params.token!);
      if (!link) return unknownLinkPage(request, reply);
      const paper = paperOf(query);
      const receipt = await speakingTo({ language: link.language }, () =>
        receiptOf(db, link.businessId, link.orderId, link.language),
      );
      sendPdf(reply, await receiptPdf(receipt, paper), `receipt-${receipt.orderNo}`);
    },
  );
};
