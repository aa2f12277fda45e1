import type { SxProps, Theme } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { EventProps } from 'react-big-calendar';
import { bookingMarksOf } from '../appointments';
import type { Appointment } from '../dataProvider/appointments';
import { useBusinessFormat } from '../format/useBusinessFormat';
import type { CalendarEvent } from './calendarEvents';
import { wallClockLocalizer } from './wallClock';

/** The class of an appointment too short for the time range above its title. */
export const SHORT_EVENT = 'saluni-short-event';
/** A short appointment's start time, shown on the time grid only (the month view has no ranges). */
const START = 'saluni-event-start';

/** An appointment's marks (online, deposit) under its title. */
const MARKS = 'saluni-event-marks';
/** An event's content: plain elements styled by the grid's classes, as a week draws hundreds. */
const CONTENT = 'saluni-event';

/** Shorter than this, an appointment has one line on the time grid: its start and its title. */
const SHORT_MINUTES = 30;

export const isShort = (event: CalendarEvent): boolean =>
  event.appointment.durationInMinutes < SHORT_MINUTES;

/** A width in px from a breakpoint on (MUI's responsive value), or none. */
type GridWidth = number | { xs: number; sm: number } | undefined;

/**
 * The day and week grids: an hour is 72 px, so 15 minutes keep a line of text (react-big-calendar's
 * 40 px left a quarter hour 10 px high). The label and the title stack without wrapping into a
 * hidden second column, and a short appointment shows one line (the range is in its tooltip).
 * A grid wider than the screen (`minWidth`) scrolls sideways under the calendar's toolbar.
 */
export const timeGridSx = (minWidth: GridWidth): SxProps<Theme> => ({
  height: '100%',
  '& .rbc-time-view': { overflowX: 'auto' },
  '& .rbc-time-header, & .rbc-time-content': { minWidth },
  '& .rbc-timeslot-group': { minHeight: 72 },
  '& .rbc-day-slot .rbc-event': {
    // A booking scrolled out of the grid's view skips its styles and layout until it comes
    // into view (its box is sized by the calendar, not by its text): a busy week draws
    // hundreds, most of them out of view.
    contentVisibility: 'auto',
    flexFlow: 'column nowrap',
    fontSize: '0.8125rem',
    lineHeight: 1.25,
    py: '1px',
  },
  '& .rbc-day-slot .rbc-event-label': { fontSize: '0.75rem' },
  '& .rbc-day-slot .rbc-event-content': { lineHeight: 1.25 },
  [`& .${SHORT_EVENT} .rbc-event-label`]: { display: 'none' },
  [`& .rbc-day-slot .${SHORT_EVENT} .rbc-event-content`]: {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  [`& .${CONTENT}`]: { display: 'block', height: '100%', outlineOffset: 1 },
  [`& .${MARKS}`]: { display: 'block', opacity: 0.9 },
  [`& .${START}`]: { display: 'none' },
  [`& .rbc-day-slot .${SHORT_EVENT} .${START}`]: { display: 'inline' },
});

/**
 * The event's content: focusable, so the keyboard opens an appointment as a click does (the
 * calendar's own wrapper is left as it is: replacing wrappers breaks its drag and drop). On the
 * time grid a short appointment starts with its start time, since its label is hidden.
 */
export const EventContent = ({
  event,
  onOpen,
}: EventProps<CalendarEvent> & { onOpen: (appointment: Appointment) => void }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  // Online and the deposit's state, after the title: 'Online · Deposit KES 500.00 paid'.
  const marks = bookingMarksOf(event.appointment, (minor) => format.money(minor / 100))
    .map(({ key, args }) => translate(key, args))
    .join(' · ');
  return (
    <span
      className={CONTENT}
      role="button"
      tabIndex={0}
      aria-label={marks ? `${event.title}, ${marks}` : event.title}
      onKeyDown={(keyEvent: KeyboardEvent) => {
        if (keyEvent.key === 'Enter' || keyEvent.key === ' ') {
          keyEvent.preventDefault();
          onOpen(event.appointment);
        }
      }}
    >
      {isShort(event) && (
        <b className={START}>{`${wallClockLocalizer.format(event.start, 'HH:mm')} `}</b>
      )}
      {event.title}
      {marks && <small className={MARKS}>{marks}</small>}
    </span>
  );
};
