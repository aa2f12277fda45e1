import type { ReactElement } from 'react';
import { PersonAppointments } from '../appointments';
import { ClientConsultationForms, ClientFeedback } from '../client-records';
import { ClientMembershipsTab, ClientVouchersTab } from '../offerings';
import { LazyConversationPanel } from '../notifications';
import { ClientPurchasesTab } from '../orders';
import { RecordHistory } from '../shared/RecordHistory';
import { ClientProfileTab } from './ClientProfileTab';
import '../client-records/texts';
import '../notifications/texts';
import './texts';

export interface ClientDetailTab {
  /** Stable id, also the `?tab=` value of the detail page's URL. */
  id: string;
  /** i18n key of the tab's label. */
  label: string;
  Component: (props: { clientId: string }) => ReactElement;
}

/**
 * The tabs of the client detail page (/client/{id}/show), in order. The extension point of
 * the areas that keep records per client (consultation forms, feedback, appointments,
 * purchases, memberships, vouchers, messages): an area adds its entry here.
 */
export const clientDetailTabs: ClientDetailTab[] = [
  { id: 'profile', label: 'saluni.clients.tabs.profile', Component: ClientProfileTab },
  {
    id: 'consultation-forms',
    label: 'saluni.clientRecords.consultationForm.title',
    Component: ClientConsultationForms,
  },
  { id: 'feedback', label: 'saluni.clientRecords.feedback.tab', Component: ClientFeedback },
  {
    id: 'appointments',
    label: 'saluni.clients.tabs.appointments',
    Component: ({ clientId }) => <PersonAppointments of={{ clientId }} />,
  },
  { id: 'purchases', label: 'saluni.clients.tabs.purchases', Component: ClientPurchasesTab },
  { id: 'memberships', label: 'saluni.clients.tabs.memberships', Component: ClientMembershipsTab },
  { id: 'vouchers', label: 'saluni.clients.tabs.vouchers', Component: ClientVouchersTab },
  {
    id: 'messages',
    label: 'saluni.notifications.conversation.title',
    Component: ({ clientId }) => <LazyConversationPanel clientId={clientId} />,
  },
  {
    id: 'history',
    label: 'saluni.history.title',
    Component: ({ clientId }) => <RecordHistory table="client" recordId={clientId} />,
  },
];
