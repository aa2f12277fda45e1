import type { MessageTree } from '../merge';

/** Texts of the offerings screens: resource names and field labels, and web app texts of the area. */
export const offeringsEnglish = {
  saluni: {},
  resources: {},
} satisfies MessageTree;
