/**
 * The booking site's reads and holds (server/booking-site/), spoken to its visitors, and a time
 * held online that a booking in the back office meets. Server-only, merged by
 * server/http/catalogues.ts.
 */
export const serverBookingSiteEnglish = {
  saluni: {
    onlineBooking: {
      site: {
        notFound: 'This booking page does not exist or is not taking online bookings',
        refused: 'We could not hold this time. Please try again.',
        tooManyHolds:
          'Two times are already held from this connection. Finish one booking, or wait up to 10 minutes for a hold to end.',
        tooManyTries:
          'Too many times held from this connection. Try again in %{smart_count} minute. |||| Too many times held from this connection. Try again in %{smart_count} minutes.',
        taken: 'This time is no longer free; choose another',
        heldOnline: '%{name} has this time held for a client booking online',
        servicesNotBookable: 'Choose services this salon takes online bookings for',
        employeeNotBookable:
          'This staff member does not take this visit online; choose another or anyone',
        noStaff: 'Nobody takes this visit online at this time; choose another time',
        tooSoon: 'This time is too soon to book online; choose a later one',
        tooFar: 'This time is further ahead than the salon takes bookings',
        offInterval: 'Choose one of the start times offered',
        mustBeDate: 'Choose a day, written YYYY-MM-DD',
        mustBeStaff: 'Choose a staff member or anyone',
      },
    },
  },
};
