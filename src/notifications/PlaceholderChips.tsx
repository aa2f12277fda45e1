import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from '../../registry/messages';
import './texts';

/** The placeholders a template may use, each a chip that inserts `{name}` where the cursor is. */
export const PlaceholderChips = ({
  onInsert,
  disabled,
}: {
  onInsert: (placeholder: TemplatePlaceholder) => void;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="placeholder-chips">
        {translate('saluni.notifications.templates.placeholders')}
      </Typography>
      <Box
        role="group"
        aria-labelledby="placeholder-chips"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}
      >
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <Chip
            key={placeholder}
            label={translate(`saluni.notifications.placeholder.${placeholder}`)}
            onClick={() => onInsert(placeholder)}
            disabled={disabled}
            size="small"
            variant="outlined"
          />
        ))}
      </Box>
    </Box>
  );
};
