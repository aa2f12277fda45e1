/** The react-query key of the first-run checklist; writes that tick a step invalidate it. */
export const FIRST_RUN_QUERY = 'first-run';

const hiddenKey = (businessId: string) => `saluni.firstRunHidden.${businessId}`;

/** The owner hid the checklist of this business on this browser (a reminder, not a setting). */
export const isFirstRunHidden = (businessId: string): boolean => {
  try {
    return globalThis.localStorage?.getItem(hiddenKey(businessId)) === 'yes';
  } catch {
    return false;
  }
};

export const hideFirstRun = (businessId: string): void => {
  try {
    globalThis.localStorage?.setItem(hiddenKey(businessId), 'yes');
  } catch {
    // Without storage the checklist is hidden until the next reload only.
  }
};
