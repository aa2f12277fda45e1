import type { MessageTree } from '../merge';

/**
 * Online booking's checks, spoken by the server's refusals and the settings and service forms; the
 * web app loads them with those screens (src/settings/texts.ts, src/services/texts.ts), not with
 * the first load.
 */
export const onlineBookingEnglish = {
  saluni: {
    onlineBooking: {
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
