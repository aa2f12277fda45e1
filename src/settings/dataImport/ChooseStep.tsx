import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import {
  IMPORT_KINDS,
  IMPORT_PRESETS,
  PRESET_KIND,
  type ImportKind,
  type ImportPreset,
} from '../../../registry/dataImport';
import { readImportFile, type ChosenFile } from './importFile';

const T = 'saluni.dataImport.choose';

/** What the first step sets: the kind of records, the other system's preset, the file. */
export interface ImportChoice {
  kind: ImportKind;
  preset?: ImportPreset;
  file?: ChosenFile;
  /** Why the last file chosen cannot be imported (a text key). */
  refusal?: string;
}

/** The first step: what to import, from which system, and the file, read here in the browser. */
export const ChooseStep = ({
  choice,
  onChange,
}: {
  choice: ImportChoice;
  onChange: (choice: ImportChoice) => void;
}) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const presets = IMPORT_PRESETS.filter((preset) => PRESET_KIND[preset] === choice.kind);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after a fix is read again.
    event.target.value = '';
    if (!chosen) return;
    const read = await readImportFile(chosen);
    onChange(
      'file' in read
        ? { ...choice, file: read.file, refusal: undefined }
        : { ...choice, file: undefined, refusal: read.refusal },
    );
  };

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="import-kind-label">{translate(`${T}.kind`)}</FormLabel>
        <RadioGroup
          aria-labelledby="import-kind-label"
          value={choice.kind}
          onChange={(_event, value) =>
            onChange({ ...choice, kind: value as ImportKind, preset: undefined })
          }
        >
          {IMPORT_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={translate(`${T}.kinds.${kind}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {presets.length > 0 && (
        <TextField
          select
          label={translate(`${T}.preset`)}
          helperText={translate(`${T}.presetHelp`)}
          value={choice.preset ?? ''}
          onChange={(event) =>
            onChange({ ...choice, preset: (event.target.value || undefined) as ImportPreset })
          }
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="">{translate(`${T}.noPreset`)}</MenuItem>
          {presets.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {translate(`${T}.presets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${T}.fileHelp`)}
        </Typography>
        {/* A plain button opens the hidden input, so the keyboard reaches the file dialog too. */}
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
        >
          {translate(`${T}.file`)}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label={translate(`${T}.file`)}
          onChange={(event) => void chooseFile(event)}
        />
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }} aria-live="polite">
          {choice.file
            ? translate(`${T}.chosen`, {
                name: choice.file.name,
                smart_count: choice.file.rowCount,
              })
            : !choice.refusal && translate(`${T}.noFile`)}
        </Typography>
        {choice.refusal && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(choice.refusal)}
          </Alert>
        )}
      </Box>
    </Stack>
  );
};
