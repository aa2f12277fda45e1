import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { client, employee, service } from '../../../registry';
import type { ImportKind, ImportPreview, ImportResult } from '../../../registry/dataImport';
import { useSaluniDataProvider } from '../../dataProvider';
import type { ImportCall } from '../../dataProvider/dataImport';
import { errorMessage } from '../../shared/errorMessage';
import { QuestionDialog } from '../../shared/QuestionDialog';

const T = 'saluni.dataImport.run';

/** Where the imported records are listed. */
const LIST_PATHS: Record<ImportKind, string> = {
  clients: `/${client.name}`,
  services: `/${service.name}`,
  staff: `/${employee.name}`,
  appointments: '/calendar',
};

/**
 * The last step: the import, offered only when every row is ready (the server writes all rows
 * or none), asked once more, then its result with the way to the imported records.
 */
export const RunStep = ({
  preview,
  request,
  upToDate,
  onAnother,
}: {
  preview: ImportPreview;
  /** The call exactly as last checked. */
  request: ImportCall;
  /** The dry run shown is the answer for `request`. */
  upToDate: boolean;
  onAnother: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ImportResult>();
  const [failure, setFailure] = useState<string>();
  const problemRows = new Set(preview.problems.map((problem) => problem.line)).size;
  const ready = upToDate && problemRows === 0 && preview.validCount > 0;

  const run = async () => {
    setAsking(false);
    setRunning(true);
    setFailure(undefined);
    try {
      setResult(await dataProvider.runDataImport(request));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setRunning(false);
    }
  };

  if (result)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">
          {translate(`${T}.done.${result.kind}`, { smart_count: result.created })}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={Link} to={LIST_PATHS[result.kind]}>
            {translate(`${T}.open.${result.kind}`)}
          </Button>
          <Button onClick={onAnother}>{translate(`${T}.another`)}</Button>
        </Box>
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {problemRows > 0 ? (
        <Alert severity="warning">{translate(`${T}.blocked`, { smart_count: problemRows })}</Alert>
      ) : preview.validCount === 0 ? (
        <Alert severity="info">{translate(`${T}.nothing`)}</Alert>
      ) : (
        <Typography>{translate(`${T}.ready`)}</Typography>
      )}
      {failure && <Alert severity="error">{translate(failure)}</Alert>}
      <Button variant="contained" disabled={!ready || running} onClick={() => setAsking(true)}>
        {translate(`${T}.start`)}
      </Button>
      {running && (
        <Box sx={{ width: '100%' }}>
          <Typography variant="body2">{translate(`${T}.running`)}</Typography>
          <LinearProgress aria-label={translate(`${T}.running`)} />
        </Box>
      )}
      <QuestionDialog
        open={asking}
        titleId="data-import-confirm-title"
        title={translate(`${T}.confirm.${preview.kind}`, { smart_count: preview.validCount })}
        text={translate(`${T}.confirmText`)}
        onClose={() => setAsking(false)}
      >
        <Button onClick={() => setAsking(false)}>{translate('saluni.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void run()} autoFocus>
          {translate(`${T}.start`)}
        </Button>
      </QuestionDialog>
    </Stack>
  );
};
