import {
  Box,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
  useTheme,
  type Theme,
} from '@mui/material';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import {
  Calendar,
  type DateLocalizer,
  type EventProps,
  type Formats,
  type SlotInfo,
} from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { Loading, Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LazyAppointmentDialog } from '../appointments';
import { CheckoutOffer } from '../checkout';
import type { BookingFormValues } from '../appointments';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';
import { STATUS_COLOURS } from '../shared/StatusChip';
import { useRoles } from '../business/useRoles';
import type { Appointment } from '../dataProvider/appointments';
import { formatDate } from '../format/dates';
import { useBusinessFormat } from '../format/useBusinessFormat';
import {
  nearestDuration,
  type CalendarColumn,
  type CalendarEvent,
  type CalendarView,
  type ColumnsBy,
} from './calendarEvents';
import { useCalendarData, useMoveAppointment } from './useCalendarData';
import { withDragAndDrop } from './dragAndDrop';
import { EventContent, isShort, SHORT_EVENT, timeGridSx } from './eventDisplay';
import { MoveConflictDialog } from './MoveConflictDialog';
import {
  fromWallClock,
  minutesBetween,
  toWallClock,
  wallClockDay,
  wallClockLocalizer,
} from './wallClock';
import '../appointments/texts';

const DragAndDropCalendar = withDragAndDrop<CalendarEvent, CalendarColumn>(Calendar);
/** Times on the 24-hour clock, as every other screen writes them. */
const range = (
  { start, end }: { start: Date; end: Date },
  culture?: string,
  local?: DateLocalizer,
) => `${local!.format(start, 'HH:mm', culture)} – ${local!.format(end, 'HH:mm', culture)}`;
const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: range,
  selectRangeFormat: range,
  agendaTimeRangeFormat: range,
  agendaTimeFormat: 'HH:mm',
};
// The day, week and month views' texts (the agenda's are not used: the calendar offers no agenda view).
const MESSAGE_KEYS = [
  'allDay',
  'week',
  'day',
  'month',
  'previous',
  'next',
  'today',
  'noEventsInRange',
] as const;

const VIEWS: CalendarView[] = ['day', 'week', 'month'];

/** Columns narrower than this would cut every name: the grid scrolls sideways instead (a week on a phone, many staff). */
const gridMinWidth = (view: CalendarView, columns: number) =>
  view === 'week'
    ? { xs: 7 * 100 + 50, sm: 0 }
    : view === 'day' && columns > 3
      ? columns * 120
      : undefined;

/** A `YYYY-MM-DD` of the address as a calendar date, or null. */
const dayOfParam = (value: string | null): Date | null => {
  const day = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', true) : null;
  return day?.isValid() ? day.toDate() : null;
};

type Opened = { appointment: Appointment } | { prefill: Partial<BookingFormValues> } | null;

/**
 * `/calendar` (back-office.md 2, issue: day, week and month): staff as columns in the day
 * view, or rooms; drag to move or resize, to another column too, through the availability rule;
 * colours by status; a click (or Enter) opens the appointment, a free slot books one.
 */
export const CalendarPage = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const format = useBusinessFormat();
  const { current } = useRoles();
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  // The view, the day and the columns live in the address, so a reload or a shared link shows the same.
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((name) => name === params.get('view')) ?? (phone ? 'day' : 'week');
  const date = dayOfParam(params.get('date')) ?? toWallClock(new Date(), format.dates);
  const columnsBy: ColumnsBy = params.get('columns') === 'rooms' ? 'rooms' : 'staff';
  const show = (change: { view?: CalendarView; date?: Date; columns?: ColumnsBy }) =>
    setParams(
      {
        view: change.view ?? view,
        date: wallClockDay(change.date ?? date),
        columns: change.columns ?? columnsBy,
      },
      { replace: true },
    );
  const [opened, setOpened] = useState<Opened>(null);
  const { canAccess: mayList, isPending: checking } = useCanAccess({
    resource: APPOINTMENT_RESOURCE,
    action: 'list',
  });
  const { canAccess: mayBook } = useCanAccess({ resource: APPOINTMENT_RESOURCE, action: 'create' });
  const { canAccess: mayMove } = useCanAccess({ resource: APPOINTMENT_RESOURCE, action: 'edit' });
  const { events, columns, isPending } = useCalendarData(view, date, columnsBy);
  const { move, conflict, bookAnyway, dismissConflict } = useMoveAppointment();
  const mayOverride = current?.role === 'owner' || current?.role === 'admin';
  const open = useCallback((appointment: Appointment) => setOpened({ appointment }), []);
  const components = useMemo(
    () => ({
      event: (props: EventProps<CalendarEvent>) => <EventContent {...props} onOpen={open} />,
    }),
    [open],
  );
  const messages = useMemo(
    () => ({
      ...Object.fromEntries(MESSAGE_KEYS.map((key) => [key, translate(`saluni.calendar.${key}`)])),
      showMore: (count: number) => translate('saluni.calendar.showMore', { smart_count: count }),
    }),
    [translate],
  );

  // The app bar's search links an appointment here with `appointment`: it shows once its day has loaded.
  const linked = params.get('appointment');
  const linkedEvent = linked ? events.find((event) => event.appointment._id === linked) : undefined;
  const shown: Opened = opened ?? (linkedEvent ? { appointment: linkedEvent.appointment } : null);
  const closeDialog = () => {
    setOpened(null);
    if (linked) show({});
  };

  if (checking || !current) return <Loading />;
  if (!mayList || !current.business.calendarEnabled) return <Navigate to="/" replace />;

  const changeOf = (
    { event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>,
    resized: boolean,
  ) => {
    const [from, to] = [new Date(start), new Date(end)];
    const column =
      view === 'day' && resourceId !== undefined && resourceId !== event.resourceId
        ? String(resourceId)
        : undefined;
    return {
      startDate: fromWallClock(from, format.dates),
      ...(resized && {
        durationInMinutes: nearestDuration(minutesBetween(from, to, format.dates)),
      }),
      ...(column && columnsBy === 'staff' && { employeeId: column }),
      ...(column && columnsBy === 'rooms' && { location: column === 'no-room' ? null : column }),
    };
  };
  const bookSlot = (slot: SlotInfo) => {
    const start = slot.start;
    const resource =
      view === 'day' && columnsBy === 'staff' && slot.resourceId !== undefined
        ? { employeeId: String(slot.resourceId) }
        : {};
    const iso = fromWallClock(start, format.dates);
    setOpened({
      prefill: {
        date: formatDate(iso, format.dates),
        time: formatDate(iso, format.dates, 'HH:mm'),
        ...resource,
      },
    });
  };
  const colourOf = (event: CalendarEvent) => {
    const name = STATUS_COLOURS.appointments[event.appointment.status];
    const palette =
      name === 'default'
        ? { main: theme.palette.grey[500], contrastText: theme.palette.common.black }
        : theme.palette[name];
    return {
      className: isShort(event) ? SHORT_EVENT : undefined,
      style: {
        backgroundColor: palette.main,
        color: palette.contrastText,
        borderColor: theme.palette.background.paper,
      },
    };
  };

  return (
    <Box sx={{ py: 2, px: { xs: 0.5, sm: 0 }, minWidth: 0 }}>
      <Title title="saluni.calendar.title" />
      {view === 'day' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={columnsBy}
          onChange={(_event, value: ColumnsBy | null) => value && show({ columns: value })}
          aria-label={translate('saluni.calendar.columnsBy')}
          sx={{ mb: 1 }}
        >
          <ToggleButton value="staff">{translate('saluni.calendar.staff')}</ToggleButton>
          <ToggleButton value="rooms">{translate('saluni.calendar.rooms')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {/* Many columns scroll inside the calendar's grid, never the page. */}
      <Box
        sx={{
          height: { xs: 'calc(100vh - 170px)', sm: 'calc(100vh - 190px)' },
          minHeight: 520,
          opacity: isPending ? 0.6 : 1,
        }}
      >
        <Box sx={timeGridSx(gridMinWidth(view, columns.length))}>
          <DragAndDropCalendar
            localizer={wallClockLocalizer}
            culture={locale}
            messages={messages}
            formats={FORMATS}
            events={events}
            views={VIEWS}
            view={view}
            onView={(next) => show({ view: next as CalendarView })}
            date={date}
            onNavigate={(next) => show({ date: next })}
            resources={view === 'day' ? columns : undefined}
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
            step={15}
            timeslots={4}
            scrollToTime={new Date(1970, 0, 1, 7)}
            // The "now" line and today's column are the business's, like every date the calendar is given.
            getNow={() => toWallClock(new Date(), format.dates)}
            eventPropGetter={colourOf}
            components={components}
            onSelectEvent={(event) => open(event.appointment)}
            selectable={mayBook === true}
            onSelectSlot={bookSlot}
            draggableAccessor={() => mayMove === true}
            resizable={mayMove === true}
            onEventDrop={(args) => move(args.event.appointment, changeOf(args, false))}
            onEventResize={(args) => move(args.event.appointment, changeOf(args, true))}
            popup
          />
        </Box>
      </Box>
      {shown && 'appointment' in shown && (
        <LazyAppointmentDialog
          appointment={shown.appointment}
          onClose={closeDialog}
          afterBooking={CheckoutOffer}
        />
      )}
      {shown && 'prefill' in shown && (
        <LazyAppointmentDialog
          prefill={shown.prefill}
          onClose={closeDialog}
          afterBooking={CheckoutOffer}
        />
      )}
      {conflict && (
        <MoveConflictDialog
          message={conflict.message}
          mayOverride={mayOverride}
          onBookAnyway={bookAnyway}
          onClose={dismissConflict}
        />
      )}
    </Box>
  );
};
