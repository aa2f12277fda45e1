import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HeadedTable } from '../shared/HeadedTable';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ACTIONS, MODULES, type Action } from '../../registry';
import { presetPermissions, ROLE_PRESETS, type RolePreset } from '../../registry/staff/rolePresets';
import { useSaluniDataProvider } from '../dataProvider';
import type { EmployeePermission } from '../dataProvider/staff';
import { MODULE_LABEL_KEYS } from './moduleLabels';
import './texts';
import '../shared/specScreensTexts';

type Grid = Partial<Record<string, Action[]>>;

const gridOf = (permissions: EmployeePermission[]): Grid =>
  Object.fromEntries(permissions.map((permission) => [permission.module, permission.actions]));

/**
 * One employee's permissions as a module-by-action grid of checkboxes, saved in one bulk call
 * that sets the whole set (design.md 3). Read-only without update access.
 */
export const PermissionGrid = ({
  employeeId,
  canUpdate,
}: {
  employeeId: string;
  canUpdate: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['employeePermissions', employeeId];
  const stored = useQuery({
    queryKey,
    queryFn: () => dataProvider.employeePermissions(employeeId),
  });
  // Ticks not yet saved; none means the grid shows what is stored.
  const [edited, setEdited] = useState<Grid | undefined>();
  const saving = useMutation({
    mutationFn: (permissions: EmployeePermission[]) =>
      dataProvider.setEmployeePermissions(employeeId, permissions),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setEdited(undefined);
      notify('saluni.spec.toast.employeePermission.updated', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  if (stored.error) return <Alert severity="error">{stored.error.message}</Alert>;
  if (!stored.data) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  const grid = edited ?? gridOf(stored.data);

  const toggle = (module: string, action: Action) => {
    const held = grid[module] ?? [];
    const next = held.includes(action)
      ? held.filter((candidate) => candidate !== action)
      : ACTIONS.filter((candidate) => candidate === action || held.includes(candidate));
    setEdited({ ...grid, [module]: next });
  };

  const applyPreset = (preset: RolePreset) => setEdited(gridOf(presetPermissions(preset)));

  const save = () =>
    saving.mutate(
      MODULES.map((module) => ({ module, actions: grid[module] ?? [] })).filter(
        (entry) => entry.actions.length,
      ),
    );

  const nothingGranted = Object.values(grid).every((actions) => !actions?.length);
  return (
    <Box>
      {canUpdate && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" id={`presets-${employeeId}`} sx={{ mb: 1 }}>
            {translate(
              nothingGranted
                ? 'saluni.staff.permissions.presets.empty'
                : 'saluni.staff.permissions.presets.intro',
            )}
          </Typography>
          <Box
            role="group"
            aria-labelledby={`presets-${employeeId}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {ROLE_PRESETS.map((preset) => (
              <Button
                key={preset}
                variant="outlined"
                size="small"
                disabled={saving.isPending}
                onClick={() => applyPreset(preset)}
              >
                {translate(`saluni.staff.permissions.presets.${preset}`)}
              </Button>
            ))}
          </Box>
          {edited && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
              {translate('saluni.staff.permissions.presets.unsaved')}
            </Typography>
          )}
        </Box>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <HeadedTable
          aria-label={translate('saluni.staff.permissions.title')}
          columns={[
            { label: translate('saluni.staff.permissions.module') },
            ...ACTIONS.map((action) => ({
              label: translate(`saluni.staff.permissions.actions.${action}`),
              align: 'center' as const,
            })),
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
                    checked={grid[module]?.includes(action) ?? false}
                    disabled={!canUpdate || saving.isPending}
                    onChange={() => toggle(module, action)}
                    slotProps={{
                      input: {
                        'aria-label': `${translate(MODULE_LABEL_KEYS[module])} ${translate(`saluni.staff.permissions.actions.${action}`)}`,
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </HeadedTable>
      </TableContainer>
      {canUpdate && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={save} disabled={saving.isPending}>
          {translate('saluni.staff.permissions.save')}
        </Button>
      )}
      {!canUpdate && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('saluni.validation.forbidden')}
        </Typography>
      )}
    </Box>
  );
};
