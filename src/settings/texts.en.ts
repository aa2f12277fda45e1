import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the business settings page. In English they join the catalogue when those screens load
 * (src/settings/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const settingsScreensEnglish = {
  saluni: {
    dataImport: {
      card: {
        title: 'Import from a CSV file',
        hint: 'Bring your clients, services, staff and future appointments from a spreadsheet or another system (Fresha, Timely): check every row before anything is saved.',
      },
    },
    businessExport: {
      card: {
        title: 'Export all data',
        hint: 'One archive with every record of this business as CSV and JSON, and its uploaded images. Passwords and keys are never included.',
        start: 'Export all data',
        building: 'Preparing the export… %{progress}%',
        queued: 'Waiting to start…',
        failed: 'This export failed; start another',
        download: 'Download (%{size})',
        createdAt: 'Made %{date}',
        none: 'No exports yet',
      },
    },
    webhooks: {
      page: {
        title: 'Webhooks',
        hint: 'Saluni tells your own systems when an appointment is booked, moved or cancelled, an order is paid or refunded, a payment arrives or a client is added.',
        none: 'No endpoints yet',
        add: 'Add endpoint',
        edit: 'Edit endpoint',
        url: 'Endpoint address',
        urlHelp: 'An https address of your server',
        events: 'Events to send',
        active: 'Sending',
        on: 'Sending',
        off: 'Paused',
        saved: 'Endpoint saved',
        deleted: 'Endpoint deleted',
        confirmDelete: 'Delete this endpoint and its delivery log?',
        secretTitle: 'Signing secret',
        secretOnce:
          'Copy it now: it is shown only this once. Your server checks each delivery’s Saluni-Signature with it.',
        secret: 'Secret',
        copy: 'Copy',
        copied: 'Copied',
        done: 'Done',
        deliveries: 'Deliveries',
        deliveriesOf: 'Deliveries to %{url}',
        noDeliveries: 'Nothing sent yet',
        status: { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' },
        attempts: '%{count} attempt |||| %{count} attempts',
        lastCode: 'last answer %{code}',
        nextTry: 'next try %{at}',
        resend: 'Resend',
        resent: 'Queued to send again',
      },
    },
    offerings: {
      settings: {
        title: 'Business settings',
        logo: 'Logo',
        chooseLogo: 'Choose logo',
        removeLogo: 'Remove logo',
        address: 'Address',
        addressHelp: 'Street and town, as clients see it on your booking page',
        currencies: { KES: 'Kenyan shilling (KES)', AUD: 'Australian dollar (AUD)' },
        automaticMessages: 'Automatic messages',
        automaticMessagesHint:
          'Confirmations, reminders, review requests and birthday wishes: when they go and their words.',
        apiKeys: 'API keys',
        apiKeysHint:
          'Keys for your other programs to call Saluni without signing in: what each may do, and revoking them.',
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
        linkPaymentHours: 'Time to pay after a booking link (hours)',
      },
      share: {
        title: 'Share your booking page',
        notLive:
          'Turn on online booking and save to get your link, its QR code and a snippet for your website.',
        link: 'Link to your booking page',
        copyLink: 'Copy link',
        qr: 'QR code for a printed card, an Instagram bio or a WhatsApp status',
        qrLabel: 'QR code of your booking page',
        downloadPng: 'Download PNG',
        downloadFailed: 'The picture could not be made; try again',
        embed: 'Put the page on your website',
        embedHelp: 'Paste this where the booking page should appear on your own website.',
        copyEmbed: 'Copy snippet',
        frameTitle: 'Book online',
        copied: 'Copied',
        copyFailed: 'Could not copy; select the text and copy it',
      },
    },
  },
} satisfies MessageTree;
