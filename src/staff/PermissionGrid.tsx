import { Box, Button, Checkbox, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ACTIONS, MODULES, type Action } from '../../registry';
import { http as appHttp } from '../dataProvider';
import type { HttpClient } from '../dataProvider/http';
import { MODULE_LABEL_KEYS } from './moduleLabels';

const PATH = '/v1/permission/employee';

type Grid = Partial<Record<string, Action[]>>;
interface Permission {
  module: string;
  actions: Action[];
}

const gridOf = (permissions: Permission[]): Grid => Object.fromEntries(permissions.map((permission) => [permission.module, permission.actions]));

/**
 * One employee's permissions as a module-by-action grid of checkboxes, saved in one bulk call
 * that sets the whole set (design.md 3). Read-only without update access.
 */
export const PermissionGrid = ({
  employeeId,
  businessId,
  canUpdate,
  http = appHttp,
}: {
  employeeId: string;
  businessId: string;
  canUpdate: boolean;
  http?: HttpClient;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [grid, setGrid] = useState<Grid | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    http<{ employeePermissionPage: { docs: Permission[] } }>({ path: PATH, query: { businessId, employeeId, limit: 0 } })
      .then((reply) => current && setGrid(gridOf(reply.employeePermissionPage.docs)))
      .catch((error: Error) => {
        if (!current) return;
        setGrid({});
        notify(error.message, { type: 'error' });
      });
    return () => {
      current = false;
    };
  }, [http, businessId, employeeId, notify]);

  if (!grid) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;

  const toggle = (module: string, action: Action) => {
    const held = grid[module] ?? [];
    const next = held.includes(action)
      ? held.filter((candidate) => candidate !== action)
      : ACTIONS.filter((candidate) => candidate === action || held.includes(candidate));
    setGrid({ ...grid, [module]: next });
  };

  const save = async () => {
    setSaving(true);
    try {
      const permissions = MODULES.map((module) => ({ module, actions: grid[module] ?? [] })).filter((entry) => entry.actions.length);
      const reply = await http<{ employeePermissions: Permission[] }>({ method: 'POST', path: `${PATH}/bulk`, body: { businessId, employeeId, permissions } });
      setGrid(gridOf(reply.employeePermissions));
      notify('saluni.spec.toast.employeePermission.updated', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('saluni.staff.permissions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('saluni.staff.permissions.module')}</TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {translate(`saluni.staff.permissions.actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {MODULES.map((module) => (
              <TableRow key={module}>
                <TableCell component="th" scope="row">
                  {translate(MODULE_LABEL_KEYS[module])}
                </TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      checked={grid[module]?.includes(action) ?? false}
                      disabled={!canUpdate || saving}
                      onChange={() => toggle(module, action)}
                      slotProps={{
                        input: { 'aria-label': `${translate(MODULE_LABEL_KEYS[module])} ${translate(`saluni.staff.permissions.actions.${action}`)}` },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {canUpdate && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={save} disabled={saving}>
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
