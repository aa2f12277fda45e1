import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { ClientServicePackage } from '../dataProvider/services';
import './texts';

/** Records one use of a service still left in the package; each remaining service once in the menu. */
export const RecordUseButton = ({
  held,
  serviceNames,
  onRecorded,
}: {
  held: ClientServicePackage;
  serviceNames: Map<string, string>;
  onRecorded: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const remaining = [...new Set(held.remainingServices)];

  const use = async (serviceId: string) => {
    setAnchor(null);
    try {
      await dataProvider.recordPackageUse(held._id, serviceId);
      notify('saluni.services.clientPackages.useRecorded', { type: 'success' });
      onRecorded();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  if (!remaining.length) return null;
  return (
    <>
      <Button size="small" onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('saluni.services.clientPackages.recordUse')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {remaining.map((serviceId) => (
          <MenuItem key={serviceId} onClick={() => void use(serviceId)}>
            {serviceNames.get(serviceId) ?? serviceId}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
