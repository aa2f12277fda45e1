import type { MessageTree } from '../merge';

/**
 * The memberships' and vouchers' checks (the registry and the server speak them), the menu's
 * entries and the resources' labels; the screens' own texts load with them
 * (src/offerings/texts.en.ts, src/settings/texts.en.ts), and the refusals only the server words
 * are in serverWorded.en.ts.
 */
export const offeringsEnglish = {
  saluni: {
    offerings: {
      validation: {
        priceRequired: 'Add at least one price',
        priceMap: 'Prices must map a frequency to an amount',
        frequency: 'Frequency must be one of %{choices}',
        priceAmount: 'Each price must be an amount of at least 0 with at most two decimals',
        duration: 'Duration must be a number and a unit',
        durationValue: 'Duration must be a whole number from 1 to 120',
        durationType: 'Duration unit must be day, week, month or year',
        valueRequired: 'Value is required',
        saleLimitRequired: 'Sale limit is required',
        validityRequired: 'Validity is required',
        aboveBalance: 'Only %{amount} is left on this voucher',
      },
      sessions: 'Membership sessions',
      settings: { menu: 'Business settings' },
    },
  },
  resources: {
    membership: {
      name: 'Membership |||| Memberships',
      fields: {
        name: 'Name',
        description: 'Description',
        price: 'Prices',
        duration: 'Duration',
        serviceIds: 'Services covered',
        images: 'Pictures',
      },
    },
    voucher: {
      name: 'Gift voucher |||| Gift vouchers',
      fields: {
        name: 'Name',
        value: 'Value',
        saleLimit: 'Sale limit',
        validityDays: 'Valid for (days)',
      },
    },
    'membership-session': {
      name: 'Membership session |||| Membership sessions',
      fields: {
        sessionAt: 'Date',
        clientName: 'Client',
        membershipName: 'Membership',
        serviceName: 'Service',
        notes: 'Notes',
      },
    },
  },
} satisfies MessageTree;
