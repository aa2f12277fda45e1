import type { BusinessFormat } from '../../format';
import type { ReportColumn } from './ReportTable';

/** Of little use on a phone: the column is hidden below the sm breakpoint, still exported. */
type Width = { wideOnly?: boolean };

/** A column of text, the same on screen and in the CSV. */
export const textColumn = <Row>(
  label: string,
  text: (row: Row) => string,
  width: Width = {},
): ReportColumn<Row> => ({ label, cell: text, csv: text, ...width });

/** A column of counts, the same number on screen and in the CSV. */
export const countColumn = <Row>(
  label: string,
  count: (row: Row) => number,
  width: Width = {},
): ReportColumn<Row> => ({ label, numeric: true, cell: count, csv: count, ...width });

/** A column of amounts: the business's money on screen, the plain number in the CSV. */
export const moneyColumn = <Row>(
  format: BusinessFormat,
  label: string,
  amount: (row: Row) => number,
  width: Width = {},
): ReportColumn<Row> => ({
  label,
  numeric: true,
  cell: (row) => format.money(amount(row)),
  csv: amount,
  ...width,
});
