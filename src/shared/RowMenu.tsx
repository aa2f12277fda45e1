import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * The row menu of a hub tab: which row's menu is open and where it hangs. `menuProps` go to the
 * MUI Menu, `open` to the row's button.
 */
export const useRowMenu = <TRow,>() => {
  const [opened, setOpened] = useState<{ anchor: HTMLElement; row: TRow }>();
  const close = () => setOpened(undefined);
  return {
    row: opened?.row,
    open: (row: TRow) => (event: { currentTarget: HTMLElement }) =>
      setOpened({ anchor: event.currentTarget, row }),
    close,
    menuProps: { anchorEl: opened?.anchor, open: !!opened, onClose: close },
  };
};

/** The ⋮ button that opens a row's menu; its label names the menu (and the row, where it can). */
export const RowMenuButton = ({
  label,
  onClick,
}: {
  label: string;
  onClick: (event: { currentTarget: HTMLElement }) => void;
}) => (
  <IconButton aria-label={label} onClick={onClick}>
    <MoreVertIcon fontSize="small" />
  </IconButton>
);

/** One entry of a row menu. */
export interface RowMenuEntry<TRow> {
  /** The entry's text key. */
  label: string;
  /** False leaves the entry out (the user may not do it); shown when not given. */
  allowed?: boolean;
  /** Greys the entry out for rows it does not apply to (and while no row is chosen). */
  disabledFor?: (row: TRow) => boolean;
  /** The page the entry opens, for entries that are links. */
  to?: (row: TRow) => string;
  /** What choosing the entry does with its row; the menu closes first. */
  onChoose?: (row: TRow) => void;
}

/**
 * A hub tab's row menu, drawn from its entries: the menu hangs at the row's ⋮ button
 * (`useRowMenu`) and every entry acts on the row whose menu is open.
 */
export const RowMenu = <TRow,>({
  menu,
  entries,
}: {
  menu: ReturnType<typeof useRowMenu<TRow>>;
  entries: RowMenuEntry<TRow>[];
}) => {
  const translate = useTranslate();
  const row = menu.row;
  const choose = (entry: RowMenuEntry<TRow>) => () => {
    menu.close();
    if (row) entry.onChoose?.(row);
  };
  return (
    <Menu {...menu.menuProps}>
      {entries
        .filter((entry) => entry.allowed !== false)
        .map((entry) => {
          const disabled = entry.disabledFor ? !row || entry.disabledFor(row) : false;
          return entry.to ? (
            <MenuItem
              key={entry.label}
              component={Link}
              to={row ? entry.to(row) : ''}
              disabled={disabled}
              onClick={choose(entry)}
            >
              {translate(entry.label)}
            </MenuItem>
          ) : (
            <MenuItem key={entry.label} disabled={disabled} onClick={choose(entry)}>
              {translate(entry.label)}
            </MenuItem>
          );
        })}
    </Menu>
  );
};
