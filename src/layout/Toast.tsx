import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** The spec's default toast timeout. */
const DEFAULT_DURATION = 5000;

/** A number per notification, so each toast mounts a portal of its own (see below). */
const serials = new WeakMap<NotificationPayload, number>();
let lastSerial = 0;
const serialOf = (notification: NotificationPayload) => {
  if (!serials.has(notification)) serials.set(notification, ++lastSerial);
  return serials.get(notification);
};

/** react-admin's own "fix the form" notice is not a failed request, so it gets no title. */
const UNTITLED = new Set(['ra.message.invalid_form']);

/**
 * The app's notification: an Alert titled 'Success' or 'Request failed!' (with the server's
 * error.message as text), one at a time, in react-admin's notification queue order.
 */
export const Toast = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  // The head of react-admin's queue is shown; it leaves the queue once its exit animation ends.
  const current: NotificationPayload | undefined = notifications[0];
  const [closed, setClosed] = useState<NotificationPayload>();
  // A newer toast replaces the one on screen at once: 'Job Title created' must not wait behind
  // an old 'form is not valid'.
  const superseded = notifications.length > 1;
  const open = !!current && closed !== current && !superseded;
  // A toast replaced before it ever showed has no exit animation whose end would take it off the
  // queue ('Processing Payment' when the payment's reply comes at once): it leaves straight away.
  const shown = useRef<NotificationPayload>(undefined);
  useEffect(() => {
    if (open) shown.current = current;
    else if (current && superseded && shown.current !== current) takeNotification();
  }, [open, current, superseded, takeNotification]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs } = notificationOptions;
  const text =
    typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const title =
    type === 'success'
      ? 'saluni.common.success'
      : type === 'error' && !(typeof message === 'string' && UNTITLED.has(message))
        ? 'saluni.common.requestFailed'
        : undefined;
  const close = () => setClosed(current);

  // In a portal of its own, mounted as each toast appears: a dialog already open hides the rest of
  // the page from screen readers (aria-hidden), and a toast raised from that dialog must be heard.
  return (
    <CloseNotificationContext.Provider value={close}>
      <Portal key={serialOf(current)}>
        <Snackbar
          open={open}
          autoHideDuration={
            autoHideDuration === undefined ? DEFAULT_DURATION : (autoHideDuration ?? undefined)
          }
          onClose={(_event, reason) => reason !== 'clickaway' && close()}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          slotProps={{ transition: { onExited: () => takeNotification() } }}
        >
          <Alert
            severity={type === 'warning' ? 'warning' : type}
            variant="filled"
            onClose={close}
            role="alert"
            sx={{ minWidth: 280 }}
          >
            {title && <AlertTitle>{translate(title)}</AlertTitle>}
            {text}
          </Alert>
        </Snackbar>
      </Portal>
    </CloseNotificationContext.Provider>
  );
};
