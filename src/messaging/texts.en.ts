import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the messaging screens (Contact Client, the messages page); the SMS bundle dialogs'
 * are in src/sms-bundles/texts.en.ts. The spec's own texts are under saluni.spec; in English these join the catalogue when
 * the screens load (src/messaging/texts.ts), in Swahili they are part of the catalogue.
 */
export const messagingScreensEnglish = {
  saluni: {
    messaging: {
      contact: {
        clients: 'Clients',
        clientsHint: 'Search clients by name, phone or e-mail',
        subject: 'Subject',
        body: 'Body',
        message: 'Message',
        send: 'Send',
        counter: '%{characters} characters · %{segments} SMS per client',
        unicodeHint: 'Special characters or emoji make each SMS hold 70 characters instead of 160.',
        balance: 'SMS left: %{n}',
        skipped: 'Not sent to %{n} of %{total} clients:',
        optedOut: '%{n} opted out',
        noAddress: '%{n} without an address',
        queuedCount: 'Queued for %{n} of %{total} clients.',
        done: 'Done',
      },
      audience: {
        recipients:
          '%{smart_count} client will get this message |||| %{smart_count} clients will get this message',
        noConsent:
          '%{smart_count} is skipped because they have not agreed to marketing |||| %{smart_count} are skipped because they have not agreed to marketing',
        optedOut: '%{smart_count} opted out |||| %{smart_count} opted out',
        noPhone: '%{smart_count} has no phone number |||| %{smart_count} have no phone number',
        noEmail: '%{smart_count} has no e-mail address |||| %{smart_count} have no e-mail address',
      },
      page: {
        title: 'Messages',
        emailTab: 'E-mails',
        smsTab: 'SMS',
        bundlesTab: 'SMS bundles',
        newMessage: 'New message',
        noEmails: 'No e-mails sent to clients yet',
        noSms: 'No SMS sent to clients yet',
        emptyHint:
          'Messages you send from Contact Client appear here, with what happened to each recipient.',
        sentBy: 'Sent by %{name} on %{date}',
        sentOn: 'Sent on %{date}',
        recipients: 'Recipients',
        units: '%{segments} SMS per client, %{units} used',
        deleteLabel: 'Delete message',
        deleteTitle: 'Delete this message?',
        deleteContent: 'It leaves the list; messages already sent stay sent.',
        loadFailed: 'The messages could not be loaded.',
      },
      counts: {
        total: 'Recipients: %{n}',
        queued: 'Queued: %{n}',
        sent: 'Sent: %{n}',
        delivered: 'Delivered: %{n}',
        failed: 'Failed: %{n}',
        skipped: 'Skipped: %{n}',
      },
      status: {
        queued: 'Queued',
        sent: 'Sent',
        delivered: 'Delivered',
        failed: 'Failed',
        skipped: 'Skipped',
      },
      skipReason: { optedOut: 'opted out', noAddress: 'no address' },
    },
  },
} satisfies MessageTree;
