import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Box, Chip, List, ListItem, ListItemIcon, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import type { ConversationEntry, MessageChannel } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';
import { ConsentSection } from './ConsentSection';
import { ReplyBox } from './ReplyBox';
import './texts';

const T = 'saluni.notifications.conversation';

const CHANNEL_ICONS: Record<MessageChannel, typeof SmsIcon> = {
  sms: SmsIcon,
  whatsapp: WhatsAppIcon,
  email: EmailIcon,
};

export interface ConversationPanelProps {
  clientId: string;
  /** On an appointment: only its messages, and replies are tied to it. */
  appointmentId?: string;
}

/** The key of a conversation's query, refreshed after a reply. */
const conversationKey = ({ clientId, appointmentId }: ConversationPanelProps) => [
  'conversation',
  appointmentId ? { appointmentId } : { clientId },
];

/**
 * A client's (or one appointment's) messages and replies, newest first, each with its channel,
 * kind, status and what a reply did, at the business's time; and a box to answer.
 */
export const ConversationPanel = (props: ConversationPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { clientId, appointmentId } = props;
  const { data, error, refetch } = useQuery<ConversationEntry[]>({
    queryKey: conversationKey(props),
    queryFn: () => dataProvider.getConversation(appointmentId ? { appointmentId } : { clientId }),
  });

  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <ReplyBox clientId={clientId} appointmentId={appointmentId} onSent={() => refetch()} />
      {error && <Alert severity="error">{translate(errorMessage(error))}</Alert>}
      {!data && !error && <Loading />}
      {data?.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {translate(`${T}.empty`)}
        </Typography>
      )}
      {data && data.length > 0 && (
        <List aria-label={translate(`${T}.title`)} disablePadding>
          {[...data]
            .sort((first, second) => second.at.localeCompare(first.at))
            .map((entry) => (
              <ConversationLine key={entry.id} entry={entry} />
            ))}
        </List>
      )}
      {!appointmentId && <ConsentSection clientId={clientId} />}
    </Stack>
  );
};

const ConversationLine = ({ entry }: { entry: ConversationEntry }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const Icon = CHANNEL_ICONS[entry.channel] ?? ChatIcon;
  const incoming = entry.direction === 'in';
  const heading = incoming
    ? translate(`${T}.incoming`)
    : entry.kind && translate(`saluni.notifications.kind.${entry.kind}`);
  return (
    <ListItem
      divider
      alignItems="flex-start"
      sx={{ px: 0, bgcolor: incoming ? 'action.hover' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
        <Icon aria-label={translate(`saluni.notifications.channel.${entry.channel}`)} />
      </ListItemIcon>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          {heading && <Typography variant="subtitle2">{heading}</Typography>}
          <Chip size="small" label={translate(`${T}.status.${entry.status}`)} />
          {entry.action && entry.action !== 'none' && (
            <Chip
              size="small"
              color={entry.action === 'opted-out' ? 'warning' : 'success'}
              label={translate(`${T}.action.${entry.action}`)}
            />
          )}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>
          {entry.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {format.dateTime(entry.at)}
        </Typography>
      </Box>
    </ListItem>
  );
};
