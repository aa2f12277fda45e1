/**
 * What marketing messages add to their words and the signed-out unsubscribe page
 * (docs/areas/messages-consent.md). Spoken in the client's (or, for Contact Client, the
 * business's) language.
 */
export const serverConsentEnglish = {
  saluni: {
    consent: {
      smsOptOut: '- %{sender}. Reply STOP to opt out',
      /** `{link}` is filled per message with its own one-click address. */
      emailOptOut:
        'You get offers from %{sender} because you agreed to them. Unsubscribe in one click: {link}',
      unsubscribePage: {
        title: 'Unsubscribe',
        question: 'Stop offers and news by e-mail from %{sender}?',
        button: 'Unsubscribe',
        done: 'Done: %{sender} will send you no more offers by e-mail. Messages about your bookings still come.',
        unknown: 'This link is not valid.',
      },
    },
  },
};
