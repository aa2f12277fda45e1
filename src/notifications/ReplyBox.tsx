import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_LIMITS, type MessageChannel } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { useFieldErrorCall } from '../shared/useFieldErrorCall';
import { ChannelSelect } from './ChannelSelect';
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
  const dataProvider = useSaluniDataProvider();
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [body, setBody] = useState('');
  const { busy: sending, errors, submit } = useFieldErrorCall();

  const send = () =>
    submit(async () => {
      await dataProvider.replyInConversation({
        clientId,
        ...(appointmentId ? { appointmentId } : {}),
        channel,
        body: body.trim(),
      });
      setBody('');
      onSent();
    }, `${T}.sent`);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ChannelSelect
          id="reply-channel"
          label={translate(`${T}.replyChannel`)}
          value={channel}
          onChange={setChannel}
          error={errors.channel}
        />
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
