/**
 * The server's words about the messages it sends by itself (docs/areas/messages-engine.md):
 * the settings' and templates' refusals and the owner's notice of a spent SMS balance.
 */
export const serverMessagesEngineEnglish = {
  saluni: {
    messageSettings: {
      validation: {
        boolean: 'Choose on or off',
        reminders: 'At most 4 reminders, each at a different time',
        minutesBefore: 'A reminder goes between 15 minutes and 7 days before the appointment',
        senderName: 'The sender name is at most 40 characters',
        time: 'Write the time as HH:mm, for example 07:30',
        quietHours: 'Give both ends of the sending window, or neither',
        reviewLink: 'The review link must be a web address starting with http:// or https://',
        hoursAfter: 'The review request goes between 0 and 72 hours after the visit',
        graceDays: 'The grace must be between 0 and 90 days',
        winbackDays: 'Win-back waits between 30 and 730 days',
      },
    },
    messageTemplates: {
      validation: {
        kind: 'Choose a kind of message',
        language: 'Choose English or Swahili',
        smsBody: 'The SMS text is required and at most 1000 characters',
        emailSubject: 'The e-mail subject is required and at most 200 characters',
        emailBody: 'The e-mail text is required and at most 5000 characters',
        unknownPlaceholder: 'Unknown placeholder %{name}: use one of %{names}',
      },
      sample: {
        services: 'Haircut',
        manageLink: 'https://saluni.example/book/your-salon/manage',
      },
    },
    messageNotices: {
      smsBalanceSpent: {
        subject: '%{business}: the SMS balance is spent',
        body: 'The SMS balance of %{business} is spent, so messages to clients now go by e-mail where the client has an address, and cannot go to clients who have none. Top up the SMS balance to send by SMS again.',
      },
    },
  },
};
