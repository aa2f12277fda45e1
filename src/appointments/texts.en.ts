import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the screens that load with the appointments area (Book New Appointment, the
 * dashboard, the calendar). In English they join the catalogue when those screens load
 * (src/appointments/texts.ts), so the first page does not download them; in Swahili they are part
 * of the Swahili catalogue, which loads whole.
 */
export const appointmentScreensEnglish = {
  saluni: {
    appointments: {
      form: {
        editTitle: 'Appointment',
        history: 'History',
        date: 'Date',
        time: 'Time',
        staff: 'Staff',
        sharedWith: 'Shared with',
        shareWithStaff: 'Share with other staff',
        chosenStaff: 'The staff member chosen',
        client: 'Client',
        services: 'Services',
        optionDuration: 'Duration of %{service}',
        duration: 'Duration',
        location: 'Location',
        consultationForm: 'Consultation form',
        notes: 'Notes',
        recurring: 'Recurring',
        recurringPeriod: 'Repeat',
        repeatCount: 'Repeat count',
        status: 'Status',
        cancelledBy: 'Cancelled by',
        cancelledByClient: 'The client',
        cancelledByBusiness: 'The business',
        unavailable: 'unavailable',
        pickTimeFirst: 'Choose a date and time first',
        book: 'Book',
        bookAnyway: 'Book anyway',
        deleteTitle: 'Delete this appointment?',
        discardTitle: 'Discard this booking?',
        discardContent: 'What you entered will be lost.',
        discard: 'Discard',
        keepEditing: 'Keep editing',
        holidayDates: 'Choose for each public holiday of the series, then book again:',
        skipDate: 'Skip',
        roomBusy: 'busy',
      },
      validation: {
        repeatCountRequired: 'Repeat count is required',
        repeatCountRange: 'Repeat count must be a whole number from 1 to 52',
      },
      list: { title: 'Appointments', empty: 'No appointments yet' },
      online: {
        marker: 'Online',
        depositDue: 'Deposit %{amount} due',
        depositPaid: 'Deposit %{amount} paid',
        depositApplied: 'Deposit %{amount} taken at checkout',
        depositKept: 'Deposit %{amount} kept',
        depositRefunded: 'Deposit %{amount} refunded',
        depositReleased: 'Deposit not paid: released',
        sendLink: 'Send booking link',
        sendLinkTitle: 'Send a booking link?',
        sendLinkContent:
          'The client gets an SMS with a link to confirm this appointment and pay its deposit. Unpaid in time, the appointment is released.',
        linkSent: 'Booking link sent to %{phone}: deposit of %{amount} due by %{dueBy}',
      },
    },
    dashboard: {
      todayTitle: 'Today, %{day}',
      noAppointmentsToday: 'No appointments today. Book one with Add Appointment.',
      counts: {
        today: 'Appointments',
        clients: 'Clients',
        toCome: 'Still to come',
        inSalon: 'In the salon',
        completed: 'Completed',
        cancelled: 'Cancelled or no-show',
      },
    },
    calendar: {
      columnsBy: 'Columns',
      staff: 'Staff',
      rooms: 'Rooms',
      noRoom: 'No room',
      conflictTitle: 'This time is not available',
      allDay: 'All day',
      week: 'Week',
      day: 'Day',
      month: 'Month',
      previous: 'Back',
      next: 'Next',
      today: 'Today',
      noEventsInRange: 'No appointments in this range.',
      showMore: '+%{smart_count} more |||| +%{smart_count} more',
    },
  },
} satisfies MessageTree;
