import { equalShares, SHARE_SCALE, type StaffShare } from '../../registry/lineShares';

/**
 * The shares editor's rows (registry/lineShares.ts): who, and their share as the percent typed.
 * Screens show a share as a percent with at most 2 decimals, which is exactly the 4 decimals of
 * the share the API keeps.
 */
export interface DraftShare {
  /** Empty while the row's staff member is not chosen yet. */
  employeeId: string;
  percent: string;
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Ten-thousandths of a line as a percent, without trailing zeros: 3334 → "33.34", 5000 → "50". */
const percentText = (units: number): string => String(units / 100);

/** A share as a percent: 0.3334 → "33.34". */
export const percentOf = (share: number): string => percentText(Math.round(share * SHARE_SCALE));

/** A typed percent in ten-thousandths of the line, or null unless it is in (0, 100] with at most 2 decimals. */
export const percentUnits = (percent: string): number | null => {
  const text = percent.trim();
  if (!PERCENT.test(text)) return null;
  const units = Math.round(Number(text) * 100);
  return units > 0 && units <= SHARE_SCALE ? units : null;
};

export const draftOf = (staff: readonly StaffShare[]): DraftShare[] =>
  staff.map(({ employeeId, share }) => ({ employeeId, percent: percentOf(share) }));

/** The same rows, split equally (the first ones take the ten-thousandths left over). */
export const splitEqually = (draft: readonly DraftShare[]): DraftShare[] => {
  const shares = equalShares(draft.length);
  return draft.map((row, index) => ({ ...row, percent: percentOf(shares[index]!) }));
};

const isEqualSplit = (draft: readonly DraftShare[]) =>
  splitEqually(draft).every((row, index) => row.percent === draft[index]!.percent);

/** What is left to give, in ten-thousandths (negative when the shares give too much); bad percents count as none. */
export const remainingUnits = (draft: readonly DraftShare[]): number =>
  draft.reduce((left, row) => left - (percentUnits(row.percent) ?? 0), SHARE_SCALE);

/** `units` as a percent text for the editor's summary. */
export const unitsAsPercent = (units: number): string => percentText(Math.abs(units));

/**
 * A new empty row. Shares never edited stay equal; otherwise the newcomer starts with what is
 * left, so the user's own split is never overwritten.
 */
export const withRowAdded = (draft: readonly DraftShare[]): DraftShare[] => {
  if (isEqualSplit(draft)) return splitEqually([...draft, { employeeId: '', percent: '' }]);
  const left = remainingUnits(draft);
  return [...draft, { employeeId: '', percent: left > 0 ? percentText(left) : '' }];
};

/** Without the row at `index`; shares never edited stay equal among those left. */
export const withRowRemoved = (draft: readonly DraftShare[], index: number): DraftShare[] => {
  const rest = draft.filter((_, at) => at !== index);
  return isEqualSplit(draft) ? splitEqually(rest) : rest;
};

/**
 * The shares to send, or null while a row has no one, someone is there twice, a percent is not
 * one or the shares do not add up to exactly 100%.
 */
export const sharesOfDraft = (draft: readonly DraftShare[]): StaffShare[] | null => {
  const units = draft.map((row) => percentUnits(row.percent));
  const people = new Set(draft.map((row) => row.employeeId));
  if (draft.some((row) => !row.employeeId) || people.size !== draft.length) return null;
  if (units.some((unit) => unit === null) || remainingUnits(draft) !== 0) return null;
  return draft.map((row, index) => ({
    employeeId: row.employeeId,
    share: units[index]! / SHARE_SCALE,
  }));
};

/** "Achieng 33.34%, Wanjiku 33.33%": each staff member by name (or `unnamed`) and share. */
export const sharesLabel = (
  staff: readonly (StaffShare & { fullName: string | null })[],
  unnamed: string,
): string =>
  staff.map((member) => `${member.fullName ?? unnamed} ${percentOf(member.share)}%`).join(', ');
