import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the product form: its title, an optional button in the corner, then its fields. */
export const FormSection = ({
  title,
  action,
  children,
}: {
  /** Already translated. */
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Card variant="outlined">
    <CardHeader title={title} action={action} />
    <CardContent>{children}</CardContent>
  </Card>
);
