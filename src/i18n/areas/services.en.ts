import type { MessageTree } from '../merge';

/** Texts of the services screens: resource names and field labels, and web app texts of the area. */
export const servicesEnglish = {
  saluni: {},
  resources: {},
} satisfies MessageTree;
