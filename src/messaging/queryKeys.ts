/** react-query keys of the message lists, so a send or a delete refreshes the page behind the dialog. */
export const CLIENT_EMAILS_QUERY_KEY = ['client-email'];
export const CLIENT_SMS_QUERY_KEY = ['client-sms'];
