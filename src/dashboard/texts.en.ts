import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the dashboard's first-run checklist and its starter services. In English they join the catalogue when those screens load
 * (src/dashboard/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const firstRunScreensEnglish = {
  saluni: {
    firstRun: {
      title: 'Get your salon ready',
      intro:
        'A few steps before the first client walks in. Each one ticks itself when it is done; you can do them in any order.',
      progress: '%{done} of %{total} done',
      hide: 'Hide the checklist',
      done: 'Done',
      notDone: 'Not done yet',
      steps: {
        settings: {
          title: 'Check your business settings',
          hint: 'Country, currency, time zone and logo. M-Pesa payments need no setup: save the settings once to tick this.',
          action: 'Open settings',
        },
        services: {
          title: 'Add your services',
          hint: 'Bookings and checkout offer only the services you list, each with its price and duration.',
          action: 'Open services',
        },
        staff: {
          title: 'Add your staff and their working hours',
          hint: 'Bookings follow each staff member’s working hours: together they are your opening hours.',
          action: 'Open staff',
        },
        rooms: {
          title: 'Add your rooms or chairs',
          hint: 'A room is booked with the staff member, so two clients never share one.',
          action: 'Open rooms',
        },
        sms: {
          title: 'Buy an SMS bundle',
          hint: 'Reminders and messages to clients are sent by SMS from your bundle, paid with M-Pesa.',
          action: 'Open SMS bundles',
        },
        booking: {
          title: 'Make the first booking',
          hint: 'Book a client with a service and a staff member to see your day fill up.',
          action: 'Book the first client',
        },
      },
      starter: {
        offer: 'Add starter services',
        title: 'Starter services',
        intro:
          'Pick what your salon offers: the services are created with usual prices in %{currency}, which you can change afterwards. Names already in your list are skipped.',
        salonType: 'Type of salon',
        salonTypes: { hair: 'Hair salon', barber: 'Barber', nails: 'Nail bar', spa: 'Spa' },
        duration: '%{minutes} min',
        add: 'Add %{smart_count} service |||| Add %{smart_count} services',
        added: '%{smart_count} service added |||| %{smart_count} services added',
        nothingNew: 'Those services are already in your list',
      },
    },
  },
} satisfies MessageTree;
