import type { SmsBundle, SmsBundleOrder } from '../../registry/messaging';
import type { smsBundleOrders, smsBundles } from '../db/schema';

export const toBundleDocument = (row: typeof smsBundles.$inferSelect): SmsBundle => ({
  _id: row.id,
  title: row.title,
  currency: row.currency,
  cost: row.cost,
  status: row.status,
  smsCount: row.smsCount,
});

export const toOrderDocument = (row: typeof smsBundleOrders.$inferSelect): SmsBundleOrder => ({
  _id: row.id,
  businessId: row.businessId,
  smsBundleId: row.smsBundleId,
  bundle: { title: row.title, currency: row.currency, cost: row.cost, smsCount: row.smsCount },
  paymentMethod: row.paymentMethod,
  status: row.status,
  resultDescription: row.resultDescription,
  receipt: row.receipt,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
