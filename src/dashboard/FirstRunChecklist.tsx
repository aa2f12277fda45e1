import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FIRST_RUN_STEPS, type FirstRunStep } from '../../registry/firstRun';
import { useSaluniDataProvider } from '../dataProvider';
import { MESSAGES_PATH } from '../shared/appScreens';
import { FIRST_RUN_QUERY, hideFirstRun, isFirstRunHidden } from './firstRunQuery';
import { LazyStarterServicesDialog } from './LazyDashboardDialogs';
import './texts';

/** Where each step is done; the first booking opens the dashboard's own booking dialog instead. */
const STEP_LINKS: Record<Exclude<FirstRunStep, 'booking'>, string> = {
  settings: '/settings',
  services: '/service',
  staff: '/employee',
  rooms: '/service-room',
  sms: `${MESSAGES_PATH}?tab=bundles`,
};

/**
 * A new business's first steps on the dashboard (docs/areas/first-run.md), each ticked from the
 * business's records by one server call. Gone once every step is done, or when the owner hides it.
 */
export const FirstRunChecklist = ({
  businessId,
  onBook,
}: {
  businessId: string;
  onBook?: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [hidden, setHidden] = useState(() => isFirstRunHidden(businessId));
  const [offering, setOffering] = useState(false);
  const { canAccess: mayAddServices } = useCanAccess({ resource: 'service', action: 'create' });
  const { data } = useQuery({
    queryKey: [FIRST_RUN_QUERY, businessId],
    queryFn: () => dataProvider.getFirstRun(),
    enabled: !hidden,
  });
  if (hidden || !data) return null;
  const done = FIRST_RUN_STEPS.filter((step) => data.steps[step]).length;
  if (done === FIRST_RUN_STEPS.length) return null;
  return (
    <Card component="section" aria-labelledby="first-run-title" variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id="first-run-title" variant="h6" component="h2">
            {translate('saluni.firstRun.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              hideFirstRun(businessId);
              setHidden(true);
            }}
          >
            {translate('saluni.firstRun.hide')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('saluni.firstRun.intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('saluni.firstRun.progress', { done, total: FIRST_RUN_STEPS.length })}
        </Typography>
        <List disablePadding>
          {FIRST_RUN_STEPS.map((step) => {
            const isDone = data.steps[step];
            const title = translate(`saluni.firstRun.steps.${step}.title`);
            const action = translate(`saluni.firstRun.steps.${step}.action`);
            return (
              <ListItem
                key={step}
                disableGutters
                data-testid={`first-run-${step}`}
                data-done={isDone ? 'yes' : 'no'}
                sx={{ alignItems: 'flex-start', gap: 1.5 }}
              >
                {isDone ? (
                  <CheckCircleIcon
                    color="success"
                    titleAccess={translate('saluni.firstRun.done')}
                    sx={{ mt: 0.5 }}
                  />
                ) : (
                  <RadioButtonUncheckedIcon
                    color="disabled"
                    titleAccess={translate('saluni.firstRun.notDone')}
                    sx={{ mt: 0.5 }}
                  />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    sx={{ fontWeight: 500, textDecoration: isDone ? 'line-through' : undefined }}
                  >
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`saluni.firstRun.steps.${step}.hint`)}
                  </Typography>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                    {step === 'booking' ? (
                      onBook && (
                        <Button
                          size="small"
                          variant={isDone ? 'text' : 'outlined'}
                          onClick={onBook}
                        >
                          {action}
                        </Button>
                      )
                    ) : (
                      <Button
                        size="small"
                        variant={isDone ? 'text' : 'outlined'}
                        component={Link}
                        to={STEP_LINKS[step]}
                      >
                        {action}
                      </Button>
                    )}
                    {step === 'services' && mayAddServices && (
                      <Button
                        size="small"
                        variant={isDone ? 'text' : 'contained'}
                        onClick={() => setOffering(true)}
                      >
                        {translate('saluni.firstRun.starter.offer')}
                      </Button>
                    )}
                  </Stack>
                </Box>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      {offering && <LazyStarterServicesDialog onClose={() => setOffering(false)} />}
    </Card>
  );
};
