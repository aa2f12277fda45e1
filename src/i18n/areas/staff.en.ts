import type { MessageTree } from '../merge';

/** Texts of the staff screens: resource names and field labels, and web app texts of the area. */
export const staffEnglish = {
  saluni: {},
  resources: {},
} satisfies MessageTree;
