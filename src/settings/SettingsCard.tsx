import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SettingsCardProps {
  onSubmit: (event: FormEvent) => void;
  /** Without the permission the fields show, disabled, and there is no save button. */
  canEdit: boolean;
  /** While a save is under way the button waits. */
  saving: boolean;
  /** The save button's text key: a page with two cards names what each one saves. */
  saveLabel: string;
  children: ReactNode;
}

/**
 * A settings form in its card: the fields one under another and, for whoever may change them,
 * the save button (settings.Business decides both the business and the online booking card).
 */
export const SettingsCard = ({
  onSubmit,
  canEdit,
  saving,
  saveLabel,
  children,
}: SettingsCardProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {children}
          {canEdit && (
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate(saveLabel)}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
