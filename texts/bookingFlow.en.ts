import type { MessageTree } from './merge';

/**
 * The booking site's flow after a slot is held (docs/areas/booking-site.md): the one-time code,
 * the confirmation, the manage link and "Send booking link", with the SMS and e-mails they send.
 * Server-only, merged by server/http/catalogues.ts.
 */
export const bookingFlowEnglish = {
  saluni: {
    bookingFlow: {
      validation: {
        holdToken: 'This booking has expired or does not exist: choose a time again',
        holdNotHeld: 'This time is no longer held for you: choose a time again',
        fullName: 'Enter your name',
        phone: 'Enter a valid mobile number',
        phoneKE: 'Enter a Kenyan mobile number: 07XX XXX XXX or 01XX XXX XXX',
        phoneAU: 'Enter an Australian mobile number: 04XX XXX XXX',
        emailRequired: 'Enter your e-mail address',
        email: 'Enter a valid e-mail address',
        channel: 'Choose SMS or e-mail',
        emailChannelNeedsEmail: 'Enter an e-mail address to receive the code by e-mail',
        language: 'Choose English or Swahili',
        code: 'Enter the 6-digit code',
        codeWrong:
          'This code is not right: %{smart_count} try left |||| This code is not right: %{smart_count} tries left',
        codeDead: 'This code can no longer be used: ask for a new one',
        noCode: 'Ask for a code first',
        tooManyCodes: 'Too many codes were asked for this booking: choose a time again',
        notVerified: 'Confirm your mobile number with the code first',
        acceptPolicy: 'Accept the policy to book',
        payWith: 'Choose M-Pesa or card',
        marketingOptIn: 'Tick the box or leave it empty',
        mpesaOnlyKes: 'M-Pesa takes Kenyan shillings only: choose card',
        start: 'Choose a start time',
        tooLateToMove: 'This booking can no longer be moved: the free change period is over',
        notLive: 'This booking is no longer active',
        siteNotSet: 'Set up the booking site (its address) in the online booking settings first',
        smsBalanceEmpty:
          'The SMS balance is empty and the client has no e-mail address: buy SMS or add an e-mail address',
        nothingToPay: 'Nothing is due for this booking',
        noContact: 'The client has no mobile number or e-mail address',
        noSmsNoEmail:
          'The business cannot send an SMS right now: enter an e-mail address to receive the code',
        tooManyRequests:
          'Too many attempts: try again in %{smart_count} minute |||| Too many attempts: try again in %{smart_count} minutes',
      },
      code: {
        sms: '%{code} is your %{business} booking code. It expires in %{minutes} minutes.',
        emailSubject: 'Your %{business} booking code',
        emailBody:
          'Hello %{name},\n\nYour booking code is %{code}. It expires in %{minutes} minutes.\n\nIf you did not ask for it, ignore this message.\n\n%{business}',
      },
      link: {
        sms: '%{business}: your booking on %{when}. Confirm it%{deposit} here: %{link}',
        deposit: ' and pay the deposit of %{amount} by %{dueBy}',
        emailSubject: 'Confirm your booking at %{business}',
        emailBody:
          'Hello %{name},\n\nYour booking at %{business} is on %{when}. Confirm it%{deposit} here:\n%{link}\n\n%{business}',
      },
      calendar: {
        summary: '%{services} at %{business}',
        description:
          'With %{employee}. See, move or cancel your booking from the link you received.',
      },
    },
  },
} satisfies MessageTree;
