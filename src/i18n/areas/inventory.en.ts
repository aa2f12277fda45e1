import type { MessageTree } from '../merge';

/** Texts of the inventory screens: resource names and field labels, and web app texts of the area. */
export const inventoryEnglish = {
  saluni: {},
  resources: {},
} satisfies MessageTree;
