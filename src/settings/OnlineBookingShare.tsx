import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { create, toDataURL } from 'qrcode';
import type { OnlineBookingDocument } from '../../registry/onlineBooking';
import './texts';

const T = 'saluni.onlineBooking.share';

/** The QR code's dark modules, one row of booleans per line. */
type QrModules = boolean[][];

/** The public page of a slug, on the address the back office itself is served from. */
export const bookingPageUrl = (slug: string) => `${window.location.origin}/book/${slug}`;

/** The snippet a salon pastes into its own website: the page in a frame, phone-wide and tall enough for the flow. */
export const embedSnippet = (url: string, title: string) =>
  `<iframe src="${url}" title="${title.replace(/"/g, '&quot;')}" width="100%" height="760" style="max-width:480px;border:0" loading="lazy"></iframe>`;

/*
 * The QR library is imported here, so it comes with the settings screen's own chunk and never
 * with the first page. (A dynamic import of it of its own made the bundler move its CommonJS
 * helpers out of the entry into a chunk every first load then fetched.)
 */
const modulesOf = (url: string): QrModules => {
  const { modules } = create(url, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_row, y) =>
    Array.from({ length: modules.size }, (_column, x) => modules.get(y, x) === 1),
  );
};

// The quiet zone every reader needs around the code, in modules.
const MARGIN = 4;

/** The code as SVG: one path of unit squares, crisp at any size and printable. */
const QrSvg = ({ modules, label }: { modules: QrModules; label: string }) => {
  const size = modules.length + MARGIN * 2;
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + MARGIN} ${y + MARGIN}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={176}
      height={176}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};

const downloadPng = async (url: string, slug: string) => {
  // Large enough for a printed card at 300 dpi.
  const link = document.createElement('a');
  link.href = await toDataURL(url, { width: 1024, margin: MARGIN, errorCorrectionLevel: 'M' });
  link.download = `booking-${slug}.png`;
  link.click();
};

/**
 * How to share the booking page (docs/areas/online-booking.md): its link, a QR code of it for an
 * Instagram bio, a WhatsApp status or a printed card, and a snippet that embeds it in the salon's
 * own website. Only a saved page that is on has an address worth sharing; otherwise it says so.
 */
export const OnlineBookingShare = ({ settings }: { settings: OnlineBookingDocument }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const live = settings.saved && settings.enabled;
  const url = bookingPageUrl(settings.slug);
  const modules = useMemo(() => (live ? modulesOf(url) : undefined), [live, url]);

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify(`${T}.copied`, { type: 'success' });
    } catch {
      notify(`${T}.copyFailed`, { type: 'error' });
    }
  };
  const snippet = embedSnippet(url, translate(`${T}.frameTitle`));

  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          {!live ? (
            <Alert severity="info">{translate(`${T}.notLive`)}</Alert>
          ) : (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  id="online-share-link"
                  label={translate(`${T}.link`)}
                  value={url}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  fullWidth
                />
                <Button variant="outlined" onClick={() => copy(url)}>
                  {translate(`${T}.copyLink`)}
                </Button>
              </Stack>
              <Box>
                <Typography variant="subtitle2" gutterBottom>
                  {translate(`${T}.qr`)}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  {modules && <QrSvg modules={modules} label={translate(`${T}.qrLabel`)} />}
                  <Button
                    variant="outlined"
                    onClick={() =>
                      downloadPng(url, settings.slug).catch(() =>
                        notify(`${T}.downloadFailed`, { type: 'error' }),
                      )
                    }
                  >
                    {translate(`${T}.downloadPng`)}
                  </Button>
                </Stack>
              </Box>
              <Stack spacing={1}>
                <TextField
                  id="online-share-embed"
                  label={translate(`${T}.embed`)}
                  helperText={translate(`${T}.embedHelp`)}
                  value={snippet}
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  fullWidth
                />
                <Box>
                  <Button variant="outlined" onClick={() => copy(snippet)}>
                    {translate(`${T}.copyEmbed`)}
                  </Button>
                </Box>
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
