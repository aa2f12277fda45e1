import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import { ACTIVITY_MODULE } from '../shared/appScreens';
import { LazyHistoryEntries } from '../shared/LazyHistoryEntries';

/**
 * The appointment's History (who booked, moved or cancelled it, and when), folded until opened:
 * only then is the trail asked for and its list loaded. For those who may read the activity.
 */
export const AppointmentHistory = ({ appointmentId }: { appointmentId: string }) => {
  const translate = useTranslate();
  if (!useModuleAccess(ACTIVITY_MODULE).allowed) return null;
  return (
    <Accordion disableGutters sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
      {/* The accordion gives its region the id `aria-controls` names, labelled by the summary. */}
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="appointment-history-summary"
        aria-controls="appointment-history"
      >
        <Typography>{translate('saluni.appointments.form.history')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <LazyHistoryEntries table="appointments" recordId={appointmentId} />
      </AccordionDetails>
    </Accordion>
  );
};
