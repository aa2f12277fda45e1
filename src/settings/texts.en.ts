import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the business settings page. In English they join the catalogue when those screens load
 * (src/settings/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const settingsScreensEnglish = {
  saluni: {
    offerings: {
      settings: {
        title: 'Business settings',
        logo: 'Logo',
        chooseLogo: 'Choose logo',
        removeLogo: 'Remove logo',
        currencies: { KES: 'Kenyan shilling (KES)', AUD: 'Australian dollar (AUD)' },
      },
    },
    onlineBooking: {
      settings: {
        title: 'Online booking',
        enabled: 'Clients can book online',
        slug: 'Booking page address',
        address: 'Your booking page: %{address}',
        leadTimeMinutes: 'Notice before a booking (minutes)',
        horizonDays: 'How far ahead clients can book (days)',
        startIntervalMinutes: 'Start times',
        everyMinutes: 'Every %{minutes} minutes',
        freeCancellationHours: 'Free cancellation up to (hours before)',
        policyEn: 'Booking policy in English',
        policySw: 'Booking policy in Swahili',
        saved: 'Online booking saved',
        save: 'Save online booking',
      },
    },
  },
} satisfies MessageTree;
