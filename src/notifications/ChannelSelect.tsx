import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../registry/messages';
import './texts';

/** The channel of a message or a consent: SMS, e-mail or WhatsApp, with the server's message on it. */
export const ChannelSelect = ({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: MessageChannel;
  onChange: (channel: MessageChannel) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as MessageChannel)}
      error={!!error}
      helperText={error}
      sx={{ minWidth: 140 }}
    >
      {MESSAGE_CHANNELS.map((one) => (
        <MenuItem key={one} value={one}>
          {translate(`saluni.notifications.channel.${one}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
