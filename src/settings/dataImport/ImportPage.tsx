import { Alert, Box, Button, Card, CardContent, Step, StepLabel, Stepper } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import type { ImportMapping } from '../../../registry/dataImport';
import { useRoles } from '../../business/useRoles';
import type { ImportCall } from '../../dataProvider/dataImport';
import { ChooseStep, type ImportChoice } from './ChooseStep';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { RunStep } from './RunStep';
import { useImportPreview } from './useImportPreview';
import '../dataImportTexts';

const T = 'saluni.dataImport';
const STEPS = ['choose', 'mapping', 'preview', 'import'] as const;

/** Defaults left empty are not defaults. */
const filledDefaults = (defaults: Record<string, string>) => {
  const filled = Object.entries(defaults).filter(([, value]) => value.trim() !== '');
  return filled.length ? Object.fromEntries(filled) : undefined;
};

/**
 * The import of a CSV file (docs/areas/import.md): the file, its columns mapped to the kind's
 * fields, the dry run of every row, then the import of all rows or none.
 */
const ImportSteps = () => {
  const translate = useTranslate();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<ImportChoice>({ kind: 'clients' });
  const [mapping, setMapping] = useState<ImportMapping>();
  const [defaults, setDefaults] = useState<Record<string, string>>({});
  const previewer = useImportPreview();
  const { preview, checking } = previewer;

  const requestWith = (nextMapping = mapping, nextDefaults = defaults): ImportCall | undefined =>
    choice.file && {
      kind: choice.kind,
      csv: choice.file.text,
      preset: choice.preset,
      mapping: nextMapping,
      defaults: filledDefaults(nextDefaults),
    };

  // The server proposes a mapping (the preset's, or by the column names) for the mapping step.
  const toMapping = async () => {
    const request = requestWith(undefined, {});
    if (!request) return;
    setMapping(undefined);
    setDefaults({});
    previewer.forget();
    setStep(1);
    const proposed = await previewer.check(request);
    if (proposed) setMapping(proposed.mapping);
  };

  const changeMapping = (nextMapping: ImportMapping, nextDefaults: Record<string, string>) => {
    setMapping(nextMapping);
    setDefaults(nextDefaults);
    const request = requestWith(nextMapping, nextDefaults);
    if (request) previewer.checkSoon(request);
  };
  const checkAgain = () => {
    const request = requestWith();
    if (request) void previewer.check(request);
  };
  const startOver = () => {
    previewer.forget();
    setChoice({ kind: choice.kind });
    setMapping(undefined);
    setDefaults({});
    setStep(0);
  };

  const request = requestWith();
  // The answer shown is the one for the mapping shown: not being redone, not refused since.
  const upToDate = !!preview && !checking && !previewer.failure;
  const canGoOn = step === 0 ? !!choice.file : upToDate && !!mapping;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{translate(`${T}.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {previewer.failure && step > 0 && (
        <Alert severity="error">{translate(previewer.failure)}</Alert>
      )}
      {step === 0 && <ChooseStep choice={choice} onChange={setChoice} />}
      {step === 1 && !mapping && previewer.checking && <Loading />}
      {step === 1 && preview && mapping && (
        <MappingStep
          kind={choice.kind}
          columns={preview.columns}
          mapping={mapping}
          defaults={defaults}
          onChange={changeMapping}
          checking={checking}
          onCheckAgain={checkAgain}
        />
      )}
      {step === 2 && preview && <PreviewStep preview={preview} />}
      {step === 3 && preview && request && (
        <RunStep preview={preview} request={request} upToDate={upToDate} onAnother={startOver} />
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          {translate(`${T}.back`)}
        </Button>
        {step < STEPS.length - 1 && (
          <Button
            variant="contained"
            disabled={!canGoOn}
            onClick={() => (step === 0 ? void toMapping() : setStep(step + 1))}
          >
            {translate(`${T}.next`)}
          </Button>
        )}
      </Box>
    </Box>
  );
};

/** `/settings/import`, for the owner and admins of the business (as the server checks). */
export const ImportPage = () => {
  const translate = useTranslate();
  const { current } = useRoles();
  if (!current) return <Loading />;
  const manager = current.role === 'owner' || current.role === 'admin';
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, maxWidth: 960 }}>
      <Title title={translate(`${T}.title`)} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          {manager ? (
            <ImportSteps key={current.business._id} />
          ) : (
            <Alert severity="info">{translate(`${T}.onlyManagers`)}</Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
