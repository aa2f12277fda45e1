import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import {
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  type MessageKind,
  type MessageTemplate,
  type TemplatePlaceholder,
} from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { errorMessage, fieldErrorsOf } from '../shared/errorMessage';
import { QuestionDialog } from '../shared/QuestionDialog';
import { PlaceholderChips } from './PlaceholderChips';
import { TemplatePreview } from './TemplatePreview';
import { useMessagePreview } from './useMessagePreview';
import './texts';

const T = 'saluni.notifications.templates';
type Language = MessageTemplate['language'];
const keyOf = (kind: MessageKind, language: Language) => `${kind}.${language}`;

/**
 * The words of each message kind in English and Swahili: the SMS text with its live preview and
 * the placeholders to insert, the e-mail's subject and text, saved one kind and language at a
 * time, or put back to the product's words.
 */
export const TemplatesEditor = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [templates, setTemplates] = useState<Record<string, MessageTemplate>>();
  const [kind, setKind] = useState<MessageKind>('confirmation');
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [askingReset, setAskingReset] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string>();
  const smsInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let live = true;
    dataProvider
      .getMessageTemplates()
      .then((list) => {
        if (live)
          setTemplates(Object.fromEntries(list.map((one) => [keyOf(one.kind, one.language), one])));
      })
      .catch((failure: unknown) => setLoadFailure(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [dataProvider]);

  const template = templates?.[keyOf(kind, language)];
  const words = template && {
    kind,
    language,
    smsBody: template.smsBody,
    emailSubject: template.emailSubject,
    emailBody: template.emailBody,
  };
  const { preview, waiting, failure } = useMessagePreview(words);

  if (loadFailure) return <Alert severity="error">{translate(loadFailure)}</Alert>;
  if (!templates || !words) return <Loading />;

  const keep = (one: MessageTemplate) =>
    setTemplates((all) => ({ ...all, [keyOf(one.kind, one.language)]: one }));
  const edit = (patch: Partial<MessageTemplate>) => keep({ ...template, ...patch });

  const insert = (placeholder: TemplatePlaceholder) => {
    const input = smsInput.current;
    const text = `{${placeholder}}`;
    const start = input?.selectionStart ?? words.smsBody.length;
    const end = input?.selectionEnd ?? start;
    edit({ smsBody: words.smsBody.slice(0, start) + text + words.smsBody.slice(end) });
    // Back in the text, after what was inserted, so typing carries on there.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const run = async (work: () => Promise<MessageTemplate>, done: string) => {
    setBusy(true);
    setErrors({});
    try {
      keep(await work());
      notify(done, { type: 'success' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error, ''), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => dataProvider.saveMessageTemplate(words), `${T}.saved`);
  const reset = () => {
    setAskingReset(false);
    void run(() => dataProvider.resetMessageTemplate(kind, language), `${T}.resetDone`);
  };

  const textField = (name: 'smsBody' | 'emailSubject' | 'emailBody', maxLength: number) => (
    <TextField
      id={`template-${name}`}
      label={translate(`${T}.${name}`)}
      value={words[name]}
      onChange={(event) => edit({ [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      disabled={!canEdit}
      multiline={name !== 'emailSubject'}
      minRows={name === 'emailSubject' ? undefined : 3}
      inputRef={name === 'smsBody' ? smsInput : undefined}
      slotProps={{ htmlInput: { maxLength } }}
      fullWidth
    />
  );

  return (
    <Card sx={{ maxWidth: 720, mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="template-kind"
              select
              label={translate(`${T}.kind`)}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as MessageKind);
                setErrors({});
              }}
              sx={{ minWidth: 260 }}
            >
              {MESSAGE_KINDS.map((one) => (
                <MenuItem key={one} value={one}>
                  {translate(`saluni.notifications.kind.${one}`)}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={language}
              onChange={(_event, chosen: Language | null) => chosen && setLanguage(chosen)}
              aria-label={translate(`${T}.language`)}
            >
              <ToggleButton value="en">{translate(`${T}.english`)}</ToggleButton>
              <ToggleButton value="sw">{translate(`${T}.swahili`)}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {template.isDefault && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.isDefault`)}
            </Typography>
          )}
          {textField('smsBody', MESSAGE_LIMITS.smsBody)}
          <PlaceholderChips onInsert={insert} disabled={!canEdit} />
          <TemplatePreview preview={preview} waiting={waiting} failure={failure} />
          {textField('emailSubject', MESSAGE_LIMITS.emailSubject)}
          {textField('emailBody', MESSAGE_LIMITS.emailBody)}
          {canEdit && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" onClick={save} disabled={busy}>
                {translate(`${T}.save`)}
              </Button>
              <Button onClick={() => setAskingReset(true)} disabled={busy || template.isDefault}>
                {translate(`${T}.reset`)}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <QuestionDialog
        open={askingReset}
        titleId="template-reset"
        title={translate(`${T}.reset`)}
        text={translate(`${T}.resetQuestion`)}
        onClose={() => setAskingReset(false)}
      >
        <Button onClick={() => setAskingReset(false)}>{translate('ra.action.cancel')}</Button>
        <Button onClick={reset} variant="contained">
          {translate(`${T}.reset`)}
        </Button>
      </QuestionDialog>
    </Card>
  );
};
