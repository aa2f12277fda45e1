/** One page of a list, as every list call answers (inventory.md 7, back-office.md 7). */
export interface Page<T> {
  docs: T[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}
