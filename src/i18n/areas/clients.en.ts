import type { MessageTree } from '../merge';

/** Texts of the clients screens: resource names and field labels, and web app texts of the area. */
export const clientsEnglish = {
  saluni: {},
  resources: {},
} satisfies MessageTree;
