import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LazyConversationPanel } from '../notifications';
import '../notifications/texts';

/** The appointment's messages and replies, folded until opened, so they load only when read. */
export const AppointmentMessages = ({
  clientId,
  appointmentId,
}: {
  clientId: string;
  appointmentId: string;
}) => {
  const translate = useTranslate();
  return (
    <Accordion disableGutters sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="appointment-messages">
        <Typography>{translate('saluni.notifications.conversation.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="appointment-messages">
        <LazyConversationPanel clientId={clientId} appointmentId={appointmentId} />
      </AccordionDetails>
    </Accordion>
  );
};
