import { Alert, AlertTitle, Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  HttpError,
  useCanAccess,
  useGetResourceLabel,
  useListContext,
  useTranslate,
} from 'react-admin';

/** Whether a failed call was the server's 403: the role may not do it, which no retry changes. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 403;

/**
 * What a screen shows a role that may not see it: which screen, and whom to ask. An empty list
 * in its place would say there is nothing there, when there is and the reader may not see it.
 * `what` is the screen's name as read ('Services', 'the calendar').
 */
export const NoAccess = ({ what }: { what: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 } }}>
      <Alert severity="info" role="status">
        <AlertTitle>{translate('saluni.access.denied', { what })}</AlertTitle>
        {translate('saluni.access.askOwner')}
      </Alert>
    </Box>
  );
};

/** NoAccess naming a screen by its i18n key (`label`), or else by the resource's plural name as the menu reads it ('Services'). */
export const NoAccessTo = ({ resource, label }: { resource: string; label?: string }) => {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return <NoAccess what={label ? translate(label) : resourceLabel(resource, 2)} />;
};

interface RequireAccessProps {
  resource: string;
  /** react-admin's action: list, show, create, edit. */
  action: string;
  /** The screen's name (an i18n key) when it is not the resource's plural name. */
  label?: string;
  children: ReactNode;
}

/**
 * The screen when the role may do `action` on `resource` (react-admin's canAccess, the rule the
 * server applies too), else NoAccess naming it; nothing while the role is being read. Checked
 * before the screen asks for anything: a refused list otherwise showed as an empty one.
 */
export const RequireAccess = ({ resource, action, label, children }: RequireAccessProps) => {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return null;
  if (!canAccess) return <NoAccessTo resource={resource} label={label} />;
  return <>{children}</>;
};

/**
 * A react-admin List's `error`: NoAccess when the server refused the list (403), else its
 * message. Without it a failed list drew its table with no rows, as if there were none.
 */
export const ListError = () => {
  const { error, resource } = useListContext();
  const translate = useTranslate();
  if (isForbidden(error)) return <NoAccessTo resource={resource} />;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {error?.message || translate('saluni.common.anErrorOccurred')}
    </Alert>
  );
};

/** react-admin's access-denied page (where it sends a screen's refused check): in the app's words. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return <NoAccess what={translate('saluni.access.thisPage')} />;
};
