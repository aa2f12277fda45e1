import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  type Validator,
} from 'react-admin';
import { consultationForm } from '../../registry';
import {
  FORM_LIMITS,
  type ConsultationFormContent,
} from '../../registry/resources/consultationForm';
import type { ConsultationFormRecord } from '../dataProvider/clientRecords';
import { ClientRecordDialog } from './ClientRecordSection';
import './texts';

const tooLong = (max: number) => maxLength(max, 'saluni.validation.tooLong');
const atLeastOneQuestion: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? undefined
    : 'saluni.clientRecords.validation.questionsRequired';
/** The server's rule: a name or question of spaces only is no name. */
const filled =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() ? undefined : message;

const NAME_RULES = [
  required('saluni.clientRecords.validation.formNameRequired'),
  filled('saluni.clientRecords.validation.formNameRequired'),
  tooLong(FORM_LIMITS.name),
];
const QUESTION_RULES = [
  filled('saluni.clientRecords.validation.questionRequired'),
  tooLong(FORM_LIMITS.question),
];
const ANSWER_RULES = [tooLong(FORM_LIMITS.answer)];

/** What the form holds, trimmed, with an unanswered question sent as an empty answer. */
const toContent = (values: {
  form?: Partial<ConsultationFormContent>;
}): ConsultationFormContent => ({
  name: String(values.form?.name ?? '').trim(),
  questions: (values.form?.questions ?? []).map((item) => ({
    question: String(item?.question ?? '').trim(),
    answer: String(item?.answer ?? '').trim(),
  })),
});

const NEW_FORM = { form: { name: '', questions: [{ question: '', answer: '' }] } };

/**
 * Records a consultation form for the client, or changes one (the server keeps the earlier
 * version). Questions are added and removed in the form; each has the client's answer.
 */
export const ConsultationFormDialog = ({
  clientId,
  record,
  onClose,
}: {
  clientId: string;
  record?: ConsultationFormRecord;
  onClose: () => void;
}) => (
  <ClientRecordDialog
    resource={consultationForm.name}
    toasts={consultationForm.toasts}
    record={record}
    onClose={onClose}
    titles={{
      add: 'saluni.clientRecords.consultationForm.addTitle',
      edit: 'saluni.clientRecords.consultationForm.editTitle',
    }}
    maxWidth="md"
    newRecord={NEW_FORM}
    toData={(values) => ({ data: { form: toContent(values) }, createOnly: { clientId } })}
  >
    <TextInput
      source="form.name"
      label="saluni.clientRecords.consultationForm.name"
      validate={NAME_RULES}
      fullWidth
    />
    <ArrayInput
      source="form.questions"
      label="saluni.clientRecords.consultationForm.questions"
      validate={atLeastOneQuestion}
    >
      <SimpleFormIterator disableReordering disableClear>
        <TextInput
          source="question"
          label="saluni.clientRecords.consultationForm.question"
          validate={QUESTION_RULES}
          fullWidth
        />
        <TextInput
          source="answer"
          label="saluni.clientRecords.consultationForm.answer"
          validate={ANSWER_RULES}
          multiline
          fullWidth
        />
      </SimpleFormIterator>
    </ArrayInput>
  </ClientRecordDialog>
);
