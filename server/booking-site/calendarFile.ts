import type { BookingDocument } from '../../registry/bookingSite';
import { text } from '../http/messages';

/** `YYYYMMDDTHHMMSSZ`: RFC 5545's UTC date-time. */
const utcStamp = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks written `\n`. */
const escaped = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 3.1: lines of at most 75 octets, continued on a line starting with a space. */
const folded = (line: string) => {
  const parts: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let limit = 75;
  while (rest.length > limit) {
    let cut = limit;
    // Never split a UTF-8 character: back up to the start of one.
    while (cut > 0 && (rest[cut]! & 0xc0) === 0x80) cut--;
    parts.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    limit = 74;
  }
  parts.push(rest.toString('utf8'));
  return parts.join('\r\n ');
};

/**
 * The booking as an iCalendar file (RFC 5545) to add to the client's calendar: one event in
 * UTC, named by its services and the salon, at the salon's address. `uid` stays the same for
 * the booking, so adding it again after a move updates the event.
 */
export const calendarFileOf = (booking: BookingDocument, uid: string, now = new Date()) => {
  const end = new Date(Date.parse(booking.start) + booking.durationInMinutes * 60_000);
  const services = booking.services.map((service) => service.name).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Saluni//Booking site//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}@saluni`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(booking.start)}`,
    `DTEND:${utcStamp(end.toISOString())}`,
    `SUMMARY:${escaped(text('saluni.bookingFlow.calendar.summary', { services, business: booking.business.name }))}`,
    `DESCRIPTION:${escaped(text('saluni.bookingFlow.calendar.description', { employee: booking.employee.fullName }))}`,
    ...(booking.business.address ? [`LOCATION:${escaped(booking.business.address)}`] : []),
    `STATUS:${booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
};
