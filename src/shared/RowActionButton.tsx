import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

const ICONS = {
  view: <VisibilityIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
};

/**
 * A table row's view, edit or delete button, named for screen readers by the action's text (an
 * i18n key) and the record's name ("Edit Main Store").
 */
export const RowActionButton = ({
  icon,
  label,
  name,
  onClick,
  disabled,
}: {
  icon: keyof typeof ICONS;
  label: string;
  name: string;
  onClick: () => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <IconButton aria-label={`${translate(label)} ${name}`} disabled={disabled} onClick={onClick}>
      {ICONS[icon]}
    </IconButton>
  );
};
