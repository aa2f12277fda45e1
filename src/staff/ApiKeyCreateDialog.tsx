import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACTIONS, MODULES, type Action, type ModuleName } from '../../registry';
import type { ApiKeyScope, CreatedApiKey } from '../../registry/apiKeys';
import { useSaluniDataProvider } from '../dataProvider';
import { DialogFrame, FormDialog } from '../shared/FormDialog';
import { HeadedTable } from '../shared/HeadedTable';
import { errorMessage, fieldErrorsOf } from '../shared/errorMessage';
import { MODULE_LABEL_KEYS } from './moduleLabels';

export const API_KEYS_QUERY_KEY = ['apiKeys'];

type Scopes = Partial<Record<ModuleName, Action[]>>;

/** The scopes as the server takes them: the ticked modules, actions in their usual order. */
const scopeList = (scopes: Scopes): ApiKeyScope[] =>
  MODULES.flatMap((module) => {
    const actions = scopes[module] ?? [];
    return actions.length ? [{ module, actions }] : [];
  });

/** The modules-by-actions grid the new key may do. */
const ScopeGrid = ({ scopes, onChange }: { scopes: Scopes; onChange: (next: Scopes) => void }) => {
  const translate = useTranslate();
  const actionLabel = (action: Action) => translate(`saluni.staff.permissions.actions.${action}`);
  const toggle = (module: ModuleName, action: Action) => {
    const held = scopes[module] ?? [];
    const next = ACTIONS.filter((candidate) =>
      candidate === action ? !held.includes(action) : held.includes(candidate),
    );
    onChange({ ...scopes, [module]: next });
  };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <HeadedTable
        aria-label={translate('saluni.apiKeyScreens.scopes')}
        columns={[
          { label: translate('saluni.staff.permissions.module') },
          ...ACTIONS.map((action) => ({ label: actionLabel(action), align: 'center' as const })),
        ]}
      >
        {MODULES.map((module) => (
          <TableRow key={module}>
            <TableCell component="th" scope="row">
              {translate(MODULE_LABEL_KEYS[module])}
            </TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center" padding="checkbox">
                <Checkbox
                  checked={scopes[module]?.includes(action) ?? false}
                  onChange={() => toggle(module, action)}
                  slotProps={{
                    input: {
                      'aria-label': `${translate(MODULE_LABEL_KEYS[module])} ${actionLabel(action)}`,
                    },
                  }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </HeadedTable>
    </TableContainer>
  );
};

/** The new key, this once: a warning, the key to copy, and Done. */
const KeyShownOnce = ({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <DialogFrame
      title={translate('saluni.apiKeyScreens.createdTitle', { name: created.name })}
      titleId="api-key-created-title"
      onClose={() => undefined}
    >
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('saluni.apiKeyScreens.shownOnce')}
        </Alert>
        <TextField
          label={translate('saluni.apiKeyScreens.key')}
          value={created.key}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void copy()}>
            {translate('saluni.apiKeyScreens.copy')}
          </Button>
          {copied && (
            <Typography role="status" variant="body2" color="text.secondary">
              {translate('saluni.apiKeyScreens.copied')}
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('saluni.apiKeyScreens.done')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
};

/** Names a new key and ticks what it may do; then shows the key once. */
export const ApiKeyCreateDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scopes>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const creating = useMutation({
    mutationFn: () => dataProvider.createApiKey({ name: name.trim(), scopes: scopeList(scopes) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error) });
    },
  });
  if (creating.data) return <KeyShownOnce created={creating.data} onClose={onClose} />;

  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = translate('saluni.apiKeyScreens.nameRequired');
    if (!scopeList(scopes).length) found.scopes = translate('saluni.apiKeyScreens.scopesRequired');
    setErrors(found);
    if (!Object.keys(found).length) creating.mutate();
  };
  return (
    <FormDialog
      title={translate('saluni.apiKeyScreens.create')}
      titleId="api-key-create-title"
      onClose={onClose}
      submitLabel="saluni.apiKeyScreens.createSubmit"
      onSubmit={submit}
      busy={creating.isPending}
      maxWidth="md"
      fullScreenOnPhone
    >
      <TextField
        label={translate('saluni.apiKeyScreens.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={!!errors.name}
        helperText={errors.name ?? translate('saluni.apiKeyScreens.nameHint')}
        fullWidth
        required
        sx={{ mt: 1, mb: 2 }}
      />
      <Typography variant="subtitle2">{translate('saluni.apiKeyScreens.scopes')}</Typography>
      {(errors.scopes ?? errors.form) && (
        <Typography color="error" variant="body2" role="alert">
          {errors.scopes ?? errors.form}
        </Typography>
      )}
      <ScopeGrid scopes={scopes} onChange={setScopes} />
    </FormDialog>
  );
};
