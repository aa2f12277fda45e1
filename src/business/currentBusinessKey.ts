/** Where the business every call works in is kept (currentBusiness.ts), readable before the app's code. */
export const CURRENT_BUSINESS_KEY = 'saluni.currentBusinessId';
