import { MenuItem } from '@mui/material';
import type { useTranslate } from 'react-admin';

/**
 * The options of a select of fixed codes (a frequency, a duration type, a salon type), each named
 * by its text under `texts`. A list of elements rather than a component: MUI's select reads the
 * value of each of its direct children.
 */
export const codeMenuItems = (
  codes: readonly string[],
  texts: string,
  translate: ReturnType<typeof useTranslate>,
) =>
  codes.map((code) => (
    <MenuItem key={code} value={code}>
      {translate(`${texts}.${code}`)}
    </MenuItem>
  ));
