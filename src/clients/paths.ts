import { client } from '../../registry';

/** The client detail page (a custom route of src/App.tsx). */
export const clientShowPath = (id: string | number) =>
  `/${client.name}/${encodeURIComponent(String(id))}/show`;
