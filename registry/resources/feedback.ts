import { defineResource, toastsUnder } from '../types';
import { ratingField } from '../fields';

/**
 * Feedback a client gave the business: a rating and a comment, recorded by staff
 * (back-office.md 2 "feedback"). `clientId` is optional on the API so feedback from someone who
 * is not (yet) a client can be kept; the web screens always ask for a client.
 */
export const feedback = defineResource({
  name: 'feedback',
  path: '/v1/feedback',
  table: 'feedback',
  replyKey: 'feedback',
  pageKey: 'feedbackPage',
  module: 'clients.Feedback',
  titleField: 'comment',
  fields: {
    clientId: { type: 'reference', reference: 'client', list: true, filterable: true },
    comment: {
      type: 'text',
      required: 'saluni.clientRecords.validation.commentRequired',
      maxLength: 2000,
      list: true,
      filterable: true,
      searchable: true,
    },
    rating: ratingField,
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.clientRecords.toast.feedback'),
  menu: { area: 'clients', order: 40 },
});
