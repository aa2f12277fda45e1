import type { MessageTree } from '../merge';

/** Online booking's checks, spoken by the server's refusals and the settings and service forms. */
export const onlineBookingEnglish = {
  saluni: {
    onlineBooking: {
      // The booking site's reads and holds (server/booking-site/), spoken to its visitors.
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
      validation: {
        slugRequired: 'Enter the address of your booking page',
        slugLength: 'The address must be 3 to 40 characters long',
        slugPattern:
          'Use lower-case letters, digits and hyphens, starting and ending with a letter or digit',
        slugReserved: 'This address is reserved; choose another',
        slugTaken: 'Another business already uses this address',
        leadTime: 'Notice before a booking must be between 0 and 10080 minutes',
        horizon: 'How far ahead clients can book must be between 1 and 365 days',
        startInterval: 'Start times must be every 5, 10, 15, 20, 30 or 60 minutes',
        freeCancellation: 'Free cancellation must be between 0 and 720 hours before',
        policy: 'The policy must be text of at most 4000 characters',
        depositRule: 'Choose no deposit, a fixed amount or a percentage',
        depositKind: 'Choose a fixed amount or a percentage',
        depositAmount: 'The deposit must be an amount above 0',
        depositPercent: 'The percentage must be a whole number from 1 to 100',
        depositAudience: 'Choose who pays the deposit',
        depositAbovePrice: 'The deposit cannot be more than the lowest price of the service',
        linkPayment: 'The time to pay after a booking link must be between 1 and 168 hours',
      },
    },
  },
} satisfies MessageTree;
