/** What other areas use of this area; they import nothing else of it. */
export { ClientConsultationForms } from './ClientConsultationForms';
export { ClientCreateDialog } from './ClientCreateDialog';
export { ClientFeedback } from './ClientFeedback';
export { ClientInputs } from './ClientInputs';
export { SelectCategories } from './SelectCategories';
export { FeedbackCreate, FeedbackEdit, FeedbackList } from './feedback';
export { GoogleReviewList } from './googleReviews';
export { useClientCategories } from './useClientCategories';
