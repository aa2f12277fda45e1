import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  TableCell,
  TableContainer,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportPreview } from '../../../registry/dataImport';
import { saveBlob } from '../../dataProvider/routeCall';
import { HeadedTable } from '../../shared/HeadedTable';
import { problemsCsv } from './importFile';
import { fieldLabelKey } from './MappingStep';

const T = 'saluni.dataImport.preview';
/** Problems shown per page: a file may have thousands. */
const PROBLEMS_PER_PAGE = 25;

const Count = ({ label, value, tone }: { label: string; value: number; tone?: 'error' }) => (
  <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 96 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p" color={tone}>
      {value}
    </Typography>
  </Paper>
);

/** The fields the sample rows hold, in the kind's order, then any other the server added. */
const sampleFields = (preview: ImportPreview): string[] => {
  const present = new Set(preview.sample.flatMap((row) => Object.keys(row.values)));
  const ordered = IMPORT_FIELDS[preview.kind].map(({ name }) => name);
  return [
    ...ordered.filter((name) => present.has(name)),
    ...[...present].filter((name) => !ordered.includes(name)),
  ];
};

/** The third step: the dry run's counts, the first rows as they would be saved, every problem. */
export const PreviewStep = ({ preview }: { preview: ImportPreview }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const fieldLabel = (field: string | undefined) =>
    field ? translate(fieldLabelKey(field), { _: field }) : translate(`${T}.wholeRow`);
  const rowsWithProblems = new Set(preview.problems.map((problem) => problem.line)).size;
  const fields = sampleFields(preview);
  const shown = preview.problems.slice(page * PROBLEMS_PER_PAGE, (page + 1) * PROBLEMS_PER_PAGE);
  const download = () =>
    saveBlob(
      problemsCsv(
        preview.problems,
        [
          translate(`${T}.line`),
          translate('saluni.dataImport.mapping.field'),
          translate(`${T}.message`),
        ],
        fieldLabel,
      ),
      'import-problems.csv',
    );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Count label={translate(`${T}.rows`)} value={preview.rowCount} />
        <Count label={translate(`${T}.ready`)} value={preview.validCount} />
        <Count
          label={translate(`${T}.withProblems`)}
          value={rowsWithProblems}
          tone={rowsWithProblems ? 'error' : undefined}
        />
      </Box>

      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {translate(`${T}.sample`)}
        </Typography>
        {preview.sample.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.noSample`)}</Typography>
        ) : (
          <TableContainer
            component={Paper}
            variant="outlined"
            sx={{ overflowX: 'auto', maxWidth: '100%' }}
          >
            <HeadedTable
              aria-label={translate(`${T}.sample`)}
              columns={[
                { label: translate(`${T}.line`) },
                ...fields.map((field) => ({ label: fieldLabel(field) })),
              ]}
            >
              {preview.sample.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  {fields.map((field) => (
                    <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                      {row.values[field] ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </HeadedTable>
          </TableContainer>
        )}
      </Box>

      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {translate(`${T}.problems`)}
        </Typography>
        {preview.problems.length === 0 ? (
          <Alert severity="success">{translate(`${T}.noProblems`)}</Alert>
        ) : (
          <>
            <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
              <HeadedTable
                aria-label={translate(`${T}.problems`)}
                columns={[
                  { label: translate(`${T}.line`) },
                  { label: translate('saluni.dataImport.mapping.field') },
                  { label: translate(`${T}.message`) },
                ]}
              >
                {shown.map((problem, index) => (
                  <TableRow key={`${page}-${index}`}>
                    <TableCell>{problem.line}</TableCell>
                    <TableCell>{fieldLabel(problem.field)}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </HeadedTable>
            </TableContainer>
            {preview.problems.length > PROBLEMS_PER_PAGE && (
              <TablePagination
                component="div"
                count={preview.problems.length}
                page={page}
                rowsPerPage={PROBLEMS_PER_PAGE}
                rowsPerPageOptions={[PROBLEMS_PER_PAGE]}
                onPageChange={(_event, next) => setPage(next)}
                labelDisplayedRows={({ from, to, count }) =>
                  translate('ra.navigation.page_range_info', {
                    offsetBegin: from,
                    offsetEnd: to,
                    total: count,
                  })
                }
                getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              />
            )}
            <Button startIcon={<DownloadIcon />} onClick={download} sx={{ mt: 1 }}>
              {translate(`${T}.download`)}
            </Button>
          </>
        )}
      </Box>
    </Stack>
  );
};
