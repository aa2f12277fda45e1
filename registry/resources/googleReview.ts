import { defineResource, toastsUnder } from '../types';
import { ratingField } from '../fields';

/**
 * A review of the business on Google, imported from a CSV file (server/client-records/
 * googleReviewImport.ts) or typed in; listed under `GET /v1/feedback/google-reviews`.
 */
export const googleReview = defineResource({
  name: 'google-review',
  path: '/v1/feedback/google-reviews',
  table: 'googleReviews',
  replyKey: 'googleReview',
  pageKey: 'googleReviewPage',
  module: 'clients.Feedback',
  titleField: 'reviewer',
  fields: {
    reviewer: {
      type: 'string',
      required: 'saluni.clientRecords.validation.reviewerRequired',
      maxLength: 200,
      list: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    rating: ratingField,
    comment: { type: 'text', maxLength: 5000, list: true, searchable: true },
    reviewedOn: {
      type: 'date',
      required: 'saluni.spec.validation.dateRequired',
      list: true,
      sortable: true,
    },
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.clientRecords.toast.googleReview'),
  menu: { area: 'clients', order: 50 },
});
