import type { PaymentMethod } from '../../../registry/orders';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TaxInvoiceLine } from '../../../registry/taxInvoices';
import { taxInvoices, taxSettings } from '../../../server/db/schema';
import type { EtimsConfig } from '../../../server/etims';
import { createBusiness } from '../support/accounts';
import { payCart, seedSaleItems, type SaleItems, type SaleSession } from '../support/orders';
import { createTestApp, type TestContext } from '../support/testApp';

export const KRA_PIN = 'P051234567X';
export const DEVICE_SERIAL = 'SN-SALUNI-0001';

/** The tests run the submission job themselves, with their own clock. */
const LEFT_TO_THE_TEST = ['appointment-messages', 'automations', 'etims-submission'];

export type InvoiceRow = typeof taxInvoices.$inferSelect;

export interface EtimsFixture extends TestContext {
  session: SaleSession;
  items: SaleItems;
  /** One run of `etims-submission` at `now`. */
  runSubmission: (now: Date) => Promise<void>;
  /** Issues an invoice (a paid order and its row, as checkout would) or a credit note of `original`. */
  issue: (options?: {
    product?: boolean;
    original?: InvoiceRow;
    at?: Date;
    paidBy?: PaymentMethod;
  }) => Promise<InvoiceRow>;
  invoice: (id: string) => Promise<InvoiceRow>;
}

/** 1,160.00 of a service and, with `product`, 500.00 of a product, band B (16%), in minor units. */
const linesOf = (items: SaleItems, product: boolean): TaxInvoiceLine[] => [
  {
    lineId: randomUUID(),
    kind: 'service',
    itemId: items.serviceId,
    name: 'Braids',
    itemCode: null,
    itemClassCode: null,
    quantity: 1,
    unitPrice: 116000,
    discount: 0,
    band: 'B',
    rate: 16,
    taxable: 116000,
    tax: 16000,
  },
  ...(product
    ? [
        {
          lineId: randomUUID(),
          kind: 'product' as const,
          itemId: items.variantId,
          name: 'Shampoo',
          itemCode: null,
          itemClassCode: null,
          quantity: 2,
          unitPrice: 27500,
          discount: 5000,
          band: 'B' as const,
          rate: 16,
          taxable: 50000,
          tax: 6897,
        },
      ]
    : []),
];

/** A Kenyan, VAT-registered business with its eTIMS settings, on an app given `etims`. */
export const startEtimsFixture = async (
  etims: EtimsConfig,
  settings: { kraPin?: string | null } = {},
): Promise<EtimsFixture> => {
  const context = await createTestApp({ etims, scheduler: { leftToOthers: LEFT_TO_THE_TEST } });
  const { db } = context.database;
  const { businessId, owner } = await createBusiness(context.app, 'Nairobi');
  const session = {
    app: context.app,
    database: context.database,
    cookie: owner.cookie,
    businessId,
  };
  const items = await seedSaleItems(session);
  await db.insert(taxSettings).values({
    businessId,
    kraPin: settings.kraPin === undefined ? KRA_PIN : settings.kraPin,
    vatRegistered: true,
    etimsBranchId: '00',
    etimsDeviceSerial: DEVICE_SERIAL,
  });
  let lastInvoiceNo = 0;
  const job = context.app.scheduledJobs.find((candidate) => candidate.name === 'etims-submission')!;
  const invoice = async (id: string) =>
    (await db.select().from(taxInvoices).where(eq(taxInvoices.id, id)))[0]!;
  return {
    ...context,
    session,
    items,
    runSubmission: async (now) => {
      await job.run(db, now);
    },
    invoice,
    async issue({ product = false, original, at = new Date(), paidBy } = {}) {
      const orderId =
        original?.orderId ??
        // Left unpaid, so checkout issues no invoice of its own: these tests write theirs.
        (await payCart({ ...session, clientId: items.clientId }, [items.entries.service], []))._id;
      const lines = original ? original.lines : linesOf(items, product);
      const total = lines.reduce((sum, line) => sum + line.taxable, 0);
      const tax = lines.reduce((sum, line) => sum + line.tax, 0);
      const [row] = await db
        .insert(taxInvoices)
        .values({
          id: randomUUID(),
          businessId,
          orderId,
          kind: original ? 'credit' : 'sale',
          invoiceNo: ++lastInvoiceNo,
          originalInvoiceId: original?.id ?? null,
          refundId: original ? randomUUID() : null,
          state: 'pending',
          country: 'KE',
          currency: 'KES',
          lines,
          bands: [{ band: 'B', rate: 16, taxable: total, tax }],
          total: (total / 100).toFixed(2),
          tax: (tax / 100).toFixed(2),
          buyerName: null,
          buyerTaxId: null,
          paidBy: paidBy ?? null,
          nextAttemptAt: at,
          createdAt: at,
        })
        .returning();
      return row!;
    },
  };
};
