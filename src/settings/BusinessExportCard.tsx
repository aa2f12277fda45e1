import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { BusinessExport } from '../dataProvider/businessExport';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { errorMessage } from '../shared/errorMessage';
import './texts';

const T = 'saluni.businessExport.card';
/** How often the card asks about an export being built. */
export const EXPORT_POLL_MS = 2000;

const inProgress = (item: BusinessExport) => item.status === 'queued' || item.status === 'building';

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "Export all data" (docs/areas/export.md), for owners and admins: starts a full export, shows
 * its progress while the server builds it, and the ready ones to download.
 */
export const BusinessExportCard = () => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const [exports, setExports] = useState<BusinessExport[]>();
  const [failure, setFailure] = useState<string>();
  const load = useCallback(
    () =>
      dataProvider
        .getBusinessExports()
        .then(setExports)
        .catch((error: unknown) => setFailure(errorMessage(error))),
    [dataProvider],
  );
  useEffect(() => void load(), [load]);
  const building = exports?.find(inProgress);
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => void load(), EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [building, load]);

  const start = async () => {
    setFailure(undefined);
    try {
      await dataProvider.startBusinessExport();
    } catch (error) {
      setFailure(errorMessage(error));
    }
    await load();
  };
  const download = (item: BusinessExport) =>
    dataProvider
      .downloadBusinessExport(item._id, item.createdAt.slice(0, 10))
      .catch((error: unknown) => setFailure(errorMessage(error)));

  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.hint`)}
          </Typography>
          {failure && <Alert severity="error">{translate(failure)}</Alert>}
          {!exports && !failure && <Loading />}
          {building && (
            <Box>
              <Typography variant="body2">
                {building.status === 'queued'
                  ? translate(`${T}.queued`)
                  : translate(`${T}.building`, { progress: building.progress })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={building.progress}
                aria-label={translate(`${T}.title`)}
              />
            </Box>
          )}
          {exports?.length === 0 && <Typography>{translate(`${T}.none`)}</Typography>}
          {exports
            ?.filter((item) => !inProgress(item))
            .map((item) => (
              <Box
                key={item._id}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
                  {translate(`${T}.createdAt`, { date: format.dateTime(item.createdAt) })}
                </Typography>
                {item.status === 'ready' ? (
                  <Button size="small" onClick={() => void download(item)}>
                    {translate(`${T}.download`, { size: sizeText(item.size) })}
                  </Button>
                ) : (
                  <Typography variant="body2" color="error">
                    {translate(`${T}.failed`)}
                  </Typography>
                )}
              </Box>
            ))}
          <Box>
            <Button
              variant="contained"
              disabled={!exports || !!building}
              onClick={() => void start()}
            >
              {translate(`${T}.start`)}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
