export type MessageTree = { [key: string]: string | MessageTree };

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge where the right side wins, so a catalogue can extend or override another. */
export const deepMerge = (left: MessageTree, right: MessageTree): MessageTree => {
  const result: MessageTree = { ...left };
  for (const [key, value] of Object.entries(right)) {
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return result;
};
