import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { PersonAppointments } from '../appointments/PersonAppointments';
import { ClientConsultationForms } from '../client-records/ClientConsultationForms';
import { ClientFeedback } from '../client-records/ClientFeedback';
import { ClientProfileTab } from './ClientProfileTab';

export interface ClientDetailTab {
  /** Stable id, also the `?tab=` value of the detail page's URL. */
  id: string;
  /** i18n key of the tab's label. */
  label: string;
  Component: (props: { clientId: string }) => ReactElement;
}

/** What a tab shows while its area has nothing for the client yet. */
const emptyTab = (message: string): ClientDetailTab['Component'] =>
  function EmptyClientTab() {
    const translate = useTranslate();
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography color="text.secondary">{translate(message)}</Typography>
      </Box>
    );
  };

/**
 * The tabs of the client detail page (/client/{id}/show), in order. The extension point of
 * the areas that keep records per client (consultation forms, feedback, appointments,
 * purchases, memberships, vouchers): an area adds its entry here, or replaces an empty one.
 */
export const clientDetailTabs: ClientDetailTab[] = [
  { id: 'profile', label: 'saluni.clients.tabs.profile', Component: ClientProfileTab },
  { id: 'consultation-forms', label: 'saluni.clientRecords.consultationForm.title', Component: ClientConsultationForms },
  { id: 'feedback', label: 'saluni.clientRecords.feedback.tab', Component: ClientFeedback },
  { id: 'appointments', label: 'saluni.clients.tabs.appointments', Component: ({ clientId }) => <PersonAppointments of={{ clientId }} /> },
  { id: 'purchases', label: 'saluni.clients.tabs.purchases', Component: emptyTab('saluni.clients.empty.purchases') },
  { id: 'memberships', label: 'saluni.clients.tabs.memberships', Component: emptyTab('saluni.clients.empty.memberships') },
  { id: 'vouchers', label: 'saluni.clients.tabs.vouchers', Component: emptyTab('saluni.clients.empty.vouchers') },
];
