import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A report's exclusive toggle buttons (new or returning clients, services ranked by amount or by
 * count, a month, week or day range), each named by its text under `texts`. Clicking the one on
 * leaves it on; none is on while `value` is null (the date filter's All).
 */
export const ReportToggle = <TChoice extends string>({
  label,
  texts,
  choices,
  value,
  onChange,
}: {
  /** i18n key of the group's name. */
  label: string;
  texts: string;
  choices: readonly TChoice[];
  value: TChoice | null;
  onChange: (choice: TChoice) => void;
}) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: TChoice | null) => next && onChange(next)}
      aria-label={translate(label)}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {translate(`${texts}.${choice}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
