/**
 * The product's own words for the messages it sends by itself (docs/areas/messages.md), used
 * until a business saves its own: `{placeholders}` are filled per message (registry/messages.ts).
 */
export const serverMessagesEnglish = {
  saluni: {
    messageTemplates: {
      depositDue: 'Deposit due: %{amount}.',
      confirmation: {
        sms: 'Hi {firstName}, your {services} with {staff} at {salon} is booked for {date} at {time}. {depositDue} Manage: {manageLink}',
        emailSubject: 'Your booking at {salon}',
        emailBody:
          'Hi {firstName},\n\nYour {services} with {staff} is booked for {date} at {time}.\n{address}\n{depositDue}\n\nSee, move or cancel it here: {manageLink}\n\n{salon}',
      },
      moved: {
        sms: 'Hi {firstName}, your {services} at {salon} is now on {date} at {time}. Manage: {manageLink}',
        emailSubject: 'Your booking at {salon} has moved',
        emailBody:
          'Hi {firstName},\n\nYour {services} with {staff} is now on {date} at {time}.\n\nSee, move or cancel it here: {manageLink}\n\n{salon}',
      },
      cancelled: {
        sms: 'Hi {firstName}, your {services} at {salon} on {date} at {time} is cancelled.',
        emailSubject: 'Your booking at {salon} is cancelled',
        emailBody:
          'Hi {firstName},\n\nYour {services} on {date} at {time} is cancelled. We hope to see you soon.\n\n{salon}',
      },
      reminder: {
        sms: 'Reminder: {services} with {staff} at {salon}, {date} at {time}. Reply C to confirm, R to move or cancel.',
        emailSubject: 'See you on {date} at {salon}',
        emailBody:
          'Hi {firstName},\n\nA reminder of your {services} with {staff} on {date} at {time}.\n{address}\n\nSee, move or cancel it here: {manageLink}\n\n{salon}',
      },
      review: {
        sms: 'Thank you for visiting {salon}, {firstName}! Tell us how it went: {reviewLink}',
        emailSubject: 'How was your visit to {salon}?',
        emailBody:
          'Hi {firstName},\n\nThank you for visiting us. We would love to hear how it went: {reviewLink}\n\n{salon}',
      },
      birthday: {
        sms: 'Happy birthday, {firstName}! Treat yourself at {salon} this month.',
        emailSubject: 'Happy birthday from {salon}',
        emailBody: 'Hi {firstName},\n\nHappy birthday from all of us at {salon}!\n\n{salon}',
      },
      rebook: {
        sms: 'Hi {firstName}, it is about time for your next visit to {salon}. Book when it suits you.',
        emailSubject: 'Time for your next visit to {salon}?',
        emailBody:
          'Hi {firstName},\n\nIt is about time for your next visit. Book when it suits you.\n\n{salon}',
      },
      winback: {
        sms: 'Hi {firstName}, we miss you at {salon}! Come and see us soon.',
        emailSubject: 'We miss you at {salon}',
        emailBody:
          'Hi {firstName},\n\nIt has been a while. We would love to see you again.\n\n{salon}',
      },
    },
  },
};
