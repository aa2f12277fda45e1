import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ForumIcon from '@mui/icons-material/Forum';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LazyAppointmentDialog } from '../appointments';
import { CheckoutOffer, LazyCheckoutDialog, useStartCheckout } from '../checkout';
import { APPOINTMENT_RESOURCE, CLIENT_MESSAGE_RESOURCE } from '../shared/appScreens';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import type { Appointment } from '../dataProvider/appointments';
import { dayBoundsInZone } from '../format/dates';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { FigureCards } from '../shared/FigureCards';
import { LazyContactClientDialog } from '../messaging';
import { TaxInvoiceWarning } from '../tax';
import { FirstRunChecklist } from './FirstRunChecklist';
import { LazyAppointmentGapDialog } from './LazyDashboardDialogs';
import { FIRST_RUN_QUERY } from './firstRunQuery';
import { OverviewFigures, TakingsSparkline } from './Overview';
import { TodayByStaff } from './TodayByStaff';
import '../appointments/texts';
import '../shared/specScreensTexts';

type Opened =
  | { kind: 'book' }
  | { kind: 'gap' }
  | { kind: 'contact' }
  | { kind: 'checkout' }
  | { kind: 'appointment'; appointment: Appointment }
  | null;

/** The counts a receptionist glances at, from today's appointments; 'still to come' as of the last refresh (each minute). */
const todayCounts = (appointments: Appointment[], uniqueClients: number, now: number) => [
  // Live ones only: a no-show is counted with the cancelled, not twice.
  {
    key: 'today',
    value: appointments.filter((item) => item.status !== 'cancelled' && item.status !== 'no_show')
      .length,
  },
  { key: 'clients', value: uniqueClients },
  {
    key: 'toCome',
    value: appointments.filter(
      (item) => ['booked', 'confirmed'].includes(item.status) && Date.parse(item.startDate) >= now,
    ).length,
  },
  {
    key: 'inSalon',
    value: appointments.filter((item) => ['arrived', 'started'].includes(item.status)).length,
  },
  { key: 'completed', value: appointments.filter((item) => item.status === 'completed').length },
  {
    key: 'cancelled',
    value: appointments.filter((item) => item.status === 'cancelled' || item.status === 'no_show')
      .length,
  },
];

const TodayAppointments = ({ onOpen }: { onOpen: (appointment: Appointment) => void }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const today = format.today();
  const { start, end } = dayBoundsInZone(today, format.dates);
  const { data, isPending, error, dataUpdatedAt } = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'day', start],
    queryFn: () => dataProvider.appointments({ startDate: start, endDate: end, limit: 0 }),
    refetchInterval: 60_000,
  });
  if (isPending) return <Loading />;
  if (error) return <Typography color="error">{error.message}</Typography>;
  return (
    <>
      <FigureCards
        figures={todayCounts(data.docs, data.uniqueClientsCount, dataUpdatedAt)}
        labels="saluni.dashboard.counts"
        sx={{
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        }}
        large
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('saluni.dashboard.todayTitle', { day: format.day(start) })}
      </Typography>
      <TodayByStaff appointments={data.docs} onOpen={onOpen} />
    </>
  );
};

/** A button of the dashboard's action bar: a link (`to`) or one that opens a dialog. */
interface DashboardAction {
  /** The label's i18n key. */
  label: string;
  icon: ReactNode;
  /** Undefined (not yet known) hides it too. */
  shown: boolean | undefined;
  /** Add Appointment, the main action, stands out. */
  primary?: boolean;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/**
 * The landing page (back-office.md 2): the action bar (Add Appointment, View Calendar when the
 * business shows it, Checkout, Contact Client, Appointment Gap) with the seven days' takings beside it,
 * the business's figures at a glance, then today's counts and appointments by staff member. Each part shows only to roles that may use it.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { current } = useRoles();
  const [opened, setOpened] = useState<Opened>(null);
  const queryClient = useQueryClient();
  const { canAccess: mayList, isPending: checkingList } = useCanAccess({
    resource: APPOINTMENT_RESOURCE,
    action: 'list',
  });
  const { canAccess: mayBook } = useCanAccess({ resource: APPOINTMENT_RESOURCE, action: 'create' });
  const { canAccess: mayEditBusiness } = useCanAccess({ resource: 'business', action: 'edit' });
  const { canAccess: mayContact } = useCanAccess({
    resource: CLIENT_MESSAGE_RESOURCE,
    action: 'create',
  });
  const mayCheckout = useModuleAccess('sales.Checkout', 'create').allowed;
  const startCheckout = useStartCheckout(() => setOpened({ kind: 'checkout' }));
  if (!current || checkingList) return <Loading />;
  const close = () => {
    setOpened(null);
    // A booking, a checkout or a message may have done a first step.
    void queryClient.invalidateQueries({ queryKey: [FIRST_RUN_QUERY] });
  };
  // The action bar, in its order: each button shows only to roles that may use it.
  const actions: DashboardAction[] = [
    {
      label: 'saluni.spec.dashboard.addAppointment',
      icon: <AddIcon />,
      shown: mayBook,
      primary: true,
      onClick: () => setOpened({ kind: 'book' }),
    },
    {
      label: 'saluni.spec.dashboard.viewCalendar',
      icon: <CalendarMonthIcon />,
      shown: mayList && current.business.calendarEnabled,
      to: '/calendar',
    },
    {
      label: 'saluni.spec.dashboard.checkout',
      icon: <PointOfSaleIcon />,
      shown: mayCheckout,
      onClick: () => startCheckout.mutate(),
      disabled: startCheckout.isPending,
    },
    {
      label: 'saluni.spec.dashboard.contactClient',
      icon: <ForumIcon />,
      shown: mayContact,
      onClick: () => setOpened({ kind: 'contact' }),
    },
    {
      label: 'saluni.spec.dashboard.appointmentGap',
      icon: <TimelapseIcon />,
      shown: mayEditBusiness,
      onClick: () => setOpened({ kind: 'gap' }),
    },
  ];
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, py: 2 }}>
      <Title title="ra.page.dashboard" />
      {/* The sparkline sits beside the action bar where the width allows, below it otherwise. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, flex: '1 1 auto' }}
          role="toolbar"
          aria-label={translate('ra.page.dashboard')}
        >
          {actions
            .filter(({ shown }) => shown)
            .map(({ label, icon, to, onClick, disabled, primary }) =>
              to ? (
                <Button key={label} variant="outlined" startIcon={icon} component={Link} to={to}>
                  {translate(label)}
                </Button>
              ) : (
                <Button
                  key={label}
                  variant={primary ? 'contained' : 'outlined'}
                  startIcon={icon}
                  onClick={onClick}
                  disabled={disabled}
                >
                  {translate(label)}
                </Button>
              ),
            )}
        </Stack>
        <TakingsSparkline
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 160px' }, maxWidth: { sm: 320 }, minWidth: 0 }}
        />
      </Box>
      {mayEditBusiness && (
        <FirstRunChecklist
          businessId={current.business._id}
          onBook={mayBook ? () => setOpened({ kind: 'book' }) : undefined}
        />
      )}
      <TaxInvoiceWarning />
      <OverviewFigures />
      {mayList ? (
        <TodayAppointments
          onOpen={(appointment) => setOpened({ kind: 'appointment', appointment })}
        />
      ) : null}
      {opened?.kind === 'book' && (
        <LazyAppointmentDialog onClose={close} afterBooking={CheckoutOffer} />
      )}
      {opened?.kind === 'appointment' && (
        <LazyAppointmentDialog
          appointment={opened.appointment}
          onClose={close}
          afterBooking={CheckoutOffer}
        />
      )}
      {opened?.kind === 'contact' && <LazyContactClientDialog onClose={close} />}
      {opened?.kind === 'checkout' && <LazyCheckoutDialog onClose={close} />}
      {opened?.kind === 'gap' && (
        <LazyAppointmentGapDialog business={current.business} onClose={close} />
      )}
    </Box>
  );
};
