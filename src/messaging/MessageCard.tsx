import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { STATUS_COLOURS, StatusChip } from '../shared/StatusChip';
import type { MessageRecipient, RecipientSummary } from '../dataProvider/messaging';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { formatPhone } from '../format/phone';

/** What the list shows of a client e-mail or SMS. */
export interface ListedMessage {
  _id: string;
  recipients: MessageRecipient[];
  summary: RecipientSummary;
  sentBy: { _id: string; fullName: string } | null;
  createdAt: string;
}

const COUNTED = ['queued', 'sent', 'delivered', 'failed', 'skipped'] as const;

const RecipientLine = ({ recipient }: { recipient: MessageRecipient }) => {
  const translate = useTranslate();
  const address = recipient.address?.startsWith('+')
    ? formatPhone(recipient.address)
    : recipient.address;
  const why = recipient.skipReason
    ? translate(`saluni.messaging.skipReason.${recipient.skipReason}`)
    : recipient.error;
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        <StatusChip status={recipient.status} labels="saluni.messaging.status" family="messages" />
      }
    >
      <ListItemText
        sx={{ pr: 12, overflowWrap: 'anywhere' }}
        primary={recipient.fullName}
        secondary={[address, why].filter(Boolean).join(' · ')}
      />
    </ListItem>
  );
};

/**
 * One message of the list: its text, who sent it and when, how many recipients are in each
 * state; opening it lists each recipient's delivery status (skipped ones with the reason).
 */
export const MessageCard = ({
  message,
  headline,
  detail,
  onDelete,
}: {
  message: ListedMessage;
  headline: string;
  detail?: ReactNode;
  onDelete?: () => void;
}) => {
  const translate = useTranslate();
  const { dateTime } = useBusinessFormat();
  const date = dateTime(message.createdAt);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`message-${message._id}`}
        id={`message-${message._id}-summary`}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{headline}</Typography>
          <Typography variant="body2" color="text.secondary">
            {message.sentBy
              ? translate('saluni.messaging.page.sentBy', { name: message.sentBy.fullName, date })
              : translate('saluni.messaging.page.sentOn', { date })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              label={translate('saluni.messaging.counts.total', { n: message.summary.total })}
            />
            {COUNTED.filter((status) => message.summary[status] > 0).map((status) => (
              <Chip
                key={status}
                size="small"
                color={STATUS_COLOURS.messages[status]}
                label={translate(`saluni.messaging.counts.${status}`, {
                  n: message.summary[status],
                })}
              />
            ))}
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`message-${message._id}`}>
        {detail}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            {translate('saluni.messaging.page.recipients')}
          </Typography>
          {onDelete && (
            <IconButton
              aria-label={translate('saluni.messaging.page.deleteLabel')}
              onClick={onDelete}
              color="error"
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <List dense>
          {message.recipients.map((recipient) => (
            <RecipientLine key={recipient.clientId} recipient={recipient} />
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
};
