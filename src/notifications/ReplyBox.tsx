import SendIcon from '@mui/icons-material/Send';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MESSAGE_CHANNELS, MESSAGE_LIMITS, type MessageChannel } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { errorMessage, fieldErrorsOf } from '../shared/errorMessage';
import './texts';

const T = 'saluni.notifications.conversation';

/**
 * The staff's answer to a client: the channel, the text and Send. Not a form of its own: it also
 * sits inside the appointment's form, and Enter in the text starts a new line.
 */
export const ReplyBox = ({
  clientId,
  appointmentId,
  onSent,
}: {
  clientId: string;
  appointmentId?: string;
  onSent: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!body.trim()) return;
    setSending(true);
    setErrors({});
    try {
      await dataProvider.replyInConversation({
        clientId,
        ...(appointmentId ? { appointmentId } : {}),
        channel,
        body: body.trim(),
      });
      setBody('');
      notify(`${T}.sent`, { type: 'success' });
      onSent();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error, ''), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="reply-channel"
          select
          size="small"
          label={translate(`${T}.replyChannel`)}
          value={channel}
          onChange={(event) => setChannel(event.target.value as MessageChannel)}
          error={!!errors.channel}
          helperText={errors.channel}
          sx={{ minWidth: 140 }}
        >
          {MESSAGE_CHANNELS.map((one) => (
            <MenuItem key={one} value={one}>
              {translate(`saluni.notifications.channel.${one}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="reply-body"
          size="small"
          label={translate(`${T}.replyBody`)}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={!!errors.body}
          helperText={errors.body}
          multiline
          maxRows={6}
          slotProps={{ htmlInput: { maxLength: MESSAGE_LIMITS.reply } }}
          fullWidth
        />
        <Button
          variant="contained"
          onClick={() => void send()}
          endIcon={<SendIcon />}
          disabled={sending || !body.trim()}
        >
          {translate(`${T}.send`)}
        </Button>
      </Stack>
    </Box>
  );
};
