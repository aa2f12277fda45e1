import { employee, jobTitle } from '../../registry';
import { normalisePhone } from '../../registry/phone';
import type { Database } from '../db/database';
import { jobTitles } from '../db/schema';
import { namedReference } from './namedReference';
import { createRecord, recordProblems, type ImporterOf } from './rows';
import { joinedName } from './values';

const API_FIELDS: Record<string, string> = { jobTitleId: 'jobTitle' };

/**
 * Staff: each row is the body of `POST /v1/employee` (an e-mail gives the staff member a sign-in
 * invitation, as a hand-made one does); the job title is found by name, or made in the same
 * transaction.
 */
export const staffImporter: ImporterOf = async (tx: Database, setting) => {
  const titleOf = await namedReference(
    tx,
    setting,
    jobTitle,
    { table: jobTitles, businessId: jobTitles.businessId, id: jobTitles.id, name: jobTitles.name },
    'jobTitleId',
  );
  return {
    check: async (values) => {
      const fullName = joinedName(values);
      const phone =
        values.phone && (normalisePhone(values.phone, setting.locale.country) ?? values.phone);
      const stored: Record<string, string> = {};
      if (fullName) stored.fullName = fullName;
      if (phone) stored.phone = phone;
      if (values.email) stored.email = values.email;
      if (values.jobTitle) stored.jobTitle = values.jobTitle;
      const fieldOf = (apiField: string) =>
        apiField === 'fullName' && !values.fullName && values.firstName
          ? 'firstName'
          : (API_FIELDS[apiField] ?? apiField);
      const fields = { fullName, phone: values.phone, email: values.email };
      const problems = await recordProblems(setting, employee, fields, fieldOf);
      if (values.jobTitle)
        problems.push(
          ...(await recordProblems(setting, jobTitle, { name: values.jobTitle }, () => 'jobTitle')),
        );
      return {
        stored,
        problems,
        fieldOf,
        write: async (writer) => {
          const jobTitleId = values.jobTitle ? await titleOf(writer, values.jobTitle) : undefined;
          await createRecord(writer, setting, employee, { ...fields, jobTitleId });
        },
      };
    },
  };
};
