import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the messaging screens (Contact Client, the messages page) and of the SMS bundle
 * screens. The spec's own texts are under saluni.spec; in English these join the catalogue when
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
      lowBalance: 'You have %{n} SMS left.',
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
      skipReason: {
        optedOut: 'opted out',
        noAddress: 'no address',
      },
    },
    smsBundles: {
      balance: 'SMS balance',
      balanceValue: '%{n} SMS left',
      buy: 'Buy An SMS Bundle',
      bundle: 'Bundle',
      bundleOption: '%{title}: %{count} SMS for %{price}',
      noBundles: 'No SMS bundles are on sale at the moment.',
      continue: 'Continue',
      orders: 'Bundle orders',
      noOrders: 'No bundles bought yet',
      noOrdersHint: 'Bundles you buy appear here with the state of their payment.',
      orderLine: '%{title} · %{count} SMS · %{price}',
      receipt: 'M-Pesa receipt %{receipt}',
      payment: {
        waiting: 'Confirm the payment on your phone: enter your M-Pesa PIN when asked.',
        paid: 'Paid. %{count} SMS were added to your balance.',
        failed: 'The payment did not go through: %{reason}',
        tryAgain: 'Try again',
        close: 'Close',
      },
      status: {
        pending: 'Waiting for payment',
        paid: 'Paid',
        failed: 'Failed',
        cancelled: 'Cancelled',
        expired: 'Expired',
      },
      mayNotBuy: 'Ask the business owner to buy an SMS bundle.',
    },
  },
} satisfies MessageTree;
