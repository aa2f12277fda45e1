import type { MessageTree } from '../merge';

/** Texts of the stock screens: resource names and field labels, and web app texts of the area. */
export const stockEnglish = {
  saluni: {},
  resources: {},
} satisfies MessageTree;
