import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { FormDialog } from '../shared/FormDialog';
import { useSaluniDataProvider } from '../dataProvider';
import type { GoogleReviewImportResult } from '../dataProvider/clientRecords';
import { useDialogParam } from './useDialogParam';
import './texts';
import { fieldErrorsOf } from '../shared/errorMessage';

type State =
  | { kind: 'idle' }
  | { kind: 'importing' }
  | { kind: 'done'; result: GoogleReviewImportResult }
  | { kind: 'failed'; messages: string[] };

/**
 * The Google reviews CSV import: choose a file, import it (all rows or none, on the server),
 * then the count or every line the server refused. Opened by `?import=google-reviews`.
 */
export const GoogleReviewImport = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useSaluniDataProvider();
  const dialog = useDialogParam('import');
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const close = () => {
    setFile(undefined);
    setState({ kind: 'idle' });
    dialog.close();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0]);
    setState({ kind: 'idle' });
  };
  const start = async () => {
    if (!file) return;
    setState({ kind: 'importing' });
    try {
      setState({ kind: 'done', result: await dataProvider.importGoogleReviews(file) });
      refresh();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setState({
        kind: 'failed',
        messages: fields ? Object.values(fields) : [String((error as Error).message)],
      });
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => dialog.open('google-reviews')}
      >
        {translate('saluni.clientRecords.googleReviews.import')}
      </Button>
      <FormDialog
        open={dialog.value === 'google-reviews'}
        title={translate('saluni.clientRecords.googleReviews.importTitle')}
        onClose={close}
        cancelLabel="saluni.common.close"
        submitLabel="saluni.clientRecords.googleReviews.start"
        onSubmit={start}
        submitDisabled={!file || state.kind === 'importing'}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('saluni.clientRecords.googleReviews.importHint')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={state.kind === 'importing'}
          >
            {translate('saluni.clientRecords.googleReviews.chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              onChange={choose}
              data-testid="google-reviews-file"
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Box>
        {state.kind === 'importing' && (
          <Box>
            <LinearProgress
              aria-label={translate('saluni.clientRecords.googleReviews.importing')}
            />
            <Typography variant="caption">
              {translate('saluni.clientRecords.googleReviews.importing')}
            </Typography>
          </Box>
        )}
        {state.kind === 'done' && (
          <Alert severity="success">
            {translate('saluni.clientRecords.googleReviews.imported', { ...state.result })}
          </Alert>
        )}
        {state.kind === 'failed' && (
          <Alert severity="error">
            <List dense disablePadding>
              {state.messages.map((message) => (
                <ListItem key={message} disableGutters>
                  {message}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </FormDialog>
    </>
  );
};
