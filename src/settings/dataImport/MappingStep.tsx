import {
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportKind, type ImportMapping } from '../../../registry/dataImport';
import { HeadedTable } from '../../shared/HeadedTable';

const T = 'saluni.dataImport.mapping';
/** The select's value for a field no column fills (a select cannot hold null). */
const NOT_IMPORTED = '';

/** A field of the import in words, from its name in IMPORT_FIELDS. */
export const fieldLabelKey = (field: string) => `saluni.dataImport.fields.${field}`;

/**
 * The second step: which column of the file fills each field of the kind, and a value for the
 * rows that leave a field empty. Each change is checked again soon after (ImportPage).
 */
export const MappingStep = ({
  kind,
  columns,
  mapping,
  defaults,
  onChange,
  checking,
  onCheckAgain,
}: {
  kind: ImportKind;
  columns: string[];
  mapping: ImportMapping;
  defaults: Record<string, string>;
  onChange: (mapping: ImportMapping, defaults: Record<string, string>) => void;
  checking: boolean;
  onCheckAgain: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography>{translate(`${T}.intro`)}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <HeadedTable
          columns={[
            { label: translate(`${T}.field`) },
            { label: translate(`${T}.column`) },
            { label: translate(`${T}.default`) },
          ]}
        >
          {IMPORT_FIELDS[kind].map(({ name, required }) => {
            const label = translate(fieldLabelKey(name));
            return (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {label}
                  {required && (
                    <Typography component="span" variant="caption" color="error">
                      {` (${translate(`${T}.required`)})`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <Select
                    size="small"
                    fullWidth
                    displayEmpty
                    value={mapping[name] ?? NOT_IMPORTED}
                    inputProps={{ 'aria-label': label }}
                    onChange={(event) =>
                      onChange({ ...mapping, [name]: event.target.value || null }, defaults)
                    }
                  >
                    <MenuItem value={NOT_IMPORTED}>{translate(`${T}.notImported`)}</MenuItem>
                    {columns.map((column) => (
                      <MenuItem key={column} value={column}>
                        {column}
                      </MenuItem>
                    ))}
                  </Select>
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <TextField
                    size="small"
                    fullWidth
                    value={defaults[name] ?? ''}
                    slotProps={{
                      htmlInput: { 'aria-label': `${label}: ${translate(`${T}.default`)}` },
                    }}
                    onChange={(event) =>
                      onChange(mapping, { ...defaults, [name]: event.target.value })
                    }
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </HeadedTable>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onCheckAgain}>
          {translate(`${T}.checkAgain`)}
        </Button>
        {checking && (
          <Box sx={{ flex: '1 1 10rem' }}>
            <Typography variant="body2">{translate(`${T}.checking`)}</Typography>
            <LinearProgress aria-label={translate(`${T}.checking`)} />
          </Box>
        )}
      </Box>
    </Stack>
  );
};
