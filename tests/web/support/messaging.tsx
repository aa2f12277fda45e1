import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  ClientSms,
  RecipientSummary,
  SmsBundle,
  SmsBundleOrder,
} from '../../../registry/messaging';
import type { Role } from '../../../src/business/types';
import { business, page, userWith, type Replies } from './fakeServer';
import { renderDashboardOver } from './dashboardApp';
import { Toast } from '../../../src/layout/Toast';

/** Documents, the dashboard over the fake server and the toasts seen, for the messaging tests (tests/web/messaging*.test.tsx). */
export const salon = business('b1', 'Salon One');
export const withBalance = (availableAmount: number) => ({
  ...salon,
  smsBundle: { availableAmount },
});

export const summary = (counts: Partial<RecipientSummary> = {}): RecipientSummary => ({
  total: 2,
  queued: 2,
  sent: 0,
  delivered: 0,
  failed: 0,
  skipped: 0,
  optedOut: 0,
  noConsent: 0,
  noAddress: 0,
  ...counts,
});

export const message = {
  _id: 'm1',
  businessId: 'b1',
  clientIds: ['c1'],
  categoryIds: [],
  recipients: [],
  sentBy: null,
  createdAt: '2026-05-01T08:00:00.000Z',
};
export const sms = (counts?: Partial<RecipientSummary>): ClientSms => ({
  ...message,
  message: 'Hello',
  segments: 1,
  unitsCharged: 2,
  summary: summary(counts),
});

export const bundle: SmsBundle = {
  _id: 'sb1',
  title: 'Starter',
  currency: 'KES',
  cost: 500,
  status: 'active',
  smsCount: 1000,
};
export const order = (
  status: SmsBundleOrder['status'],
  resultDescription: string | null = null,
): SmsBundleOrder => ({
  _id: 'order-1',
  businessId: 'b1',
  smsBundleId: 'sb1',
  bundle: { title: 'Starter', currency: 'KES', cost: 500, smsCount: 1000 },
  paymentMethod: 'm-pesa',
  status,
  resultDescription,
  receipt: status === 'paid' ? 'QKA1B2C3D4' : null,
  paidAt: status === 'paid' ? '2026-05-01T08:01:00.000Z' : null,
  createdAt: '2026-05-01T08:00:00.000Z',
});

/** The dashboard over the fake server; `roles` answers each GET /v1/user, so a test may change the balance between calls. */
export const renderDashboard = (roles: () => Role, replies: Replies = {}) =>
  renderDashboardOver(
    {
      currentUser: () => userWith([roles()]),
      appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
      'employee.list': () => page([]),
      'client.list': () => page([{ _id: 'c1', fullName: 'Zawadi Mutua' }]),
      'client-category.list': () => page([{ _id: 'cat1', category_name: 'Regulars' }]),
      ...replies,
    },
    RecordingToast,
  );

/** Contact Client from the dashboard, on the tab asked for. */
export const openContact = async (tab: 'Email' | 'SMS') => {
  fireEvent.click(await screen.findByRole('button', { name: 'Contact Client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send email to clients' });
  if (tab === 'SMS') fireEvent.click(within(dialog).getByRole('tab', { name: 'SMS' }));
  return dialog;
};

export const chooseCategory = async (dialog: HTMLElement) => {
  const panel = within(dialog).getByRole('tabpanel');
  fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Select Categories' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Regulars' }));
};

/** Every toast the app raised, in order, as `type: text` (a newer toast may replace an older one on screen at once). */
export const toasts: string[] = [];
const raised = new WeakSet<NotificationPayload>();

/** The app's Toast, noting each notification as it joins react-admin's queue. */
export const RecordingToast = () => {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  for (const notification of notifications.filter((item) => !raised.has(item))) {
    raised.add(notification);
    const { message, type, notificationOptions } = notification;
    toasts.push(
      `${type}: ${typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : ''}`,
    );
  }
  return <Toast />;
};

/** Signed in to business b1, toasts recorded, fetch restored after each test. */
export const setUpMessagingTests = () => {
  beforeEach(() => {
    localStorage.setItem('saluni.currentBusinessId', 'b1');
    toasts.length = 0;
  });
  // The app goes before the fake server: a timer of its own (a settled choice's count) must not
  // reach the real fetch in the gap between this hook and the shared cleanup.
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
};
