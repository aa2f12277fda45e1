/**
 * What the server answers to clients' replies and says about conversations and the messages
 * report (docs/areas/messages-replies.md); only the server speaks these.
 */
export const serverRepliesEnglish = {
  saluni: {
    replies: {
      manageLink: 'See, move or cancel your booking at %{salon}: %{link}',
      optedOut:
        'You will get no more offers from %{salon}. Messages about your bookings still come.',
      emailSubject: 'A message from %{salon}',
      validation: {
        bodyRequired: 'Write the message',
        bodyTooLong: 'The message can be at most %{max} characters',
        clientNotFound: 'This client was not found',
        appointmentNotFound: 'This appointment is not one of the client’s',
        noAddress: 'The client has no address for this channel',
        whatsappWindowClosed:
          'WhatsApp takes a free answer only within 24 hours of the client’s last WhatsApp message; send an SMS or e-mail instead',
        notEnoughSms: 'Not enough SMS left to send this answer',
        clientOrAppointment: 'Name a client or an appointment',
        notADay: 'Give a day as YYYY-MM-DD',
        toBeforeFrom: 'The end comes before the start',
      },
    },
  },
};
