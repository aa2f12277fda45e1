import { eq } from 'drizzle-orm';
import { client } from '../../registry';
import { normalisePhone } from '../../registry/phone';
import type { Database } from '../db/database';
import { clients } from '../db/schema';
import {
  besides,
  createRecord,
  firstLines,
  problem,
  recordProblems,
  type ImporterOf,
  type RowProblem,
} from './rows';
import { dayOf, genderOf, joinedName } from './values';

/** The client fields an import fills, by their import field (the name may come in two parts). */
const API_FIELDS = ['fullName', 'phone', 'email', 'gender', 'birthday', 'address', 'notes'];

/** A 422 of the client create names its field; the name is the import's full or first name. */
const fieldOf = (names: Record<string, string>) => (apiField: string) =>
  apiField === 'fullName' && !names.fullName && names.firstName ? 'firstName' : apiField;

const lowered = (value: string | null | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * Clients: each row is the body of `POST /v1/client`, checked and stored by its create path
 * (so an e-mail and a gender are required, phones are read in the business's country). A phone
 * or e-mail given by an earlier line, or by a client of the business, is a problem.
 */
export const clientImporter: ImporterOf = async (tx: Database, setting) => {
  const { country } = setting.locale;
  const existing = await tx
    .select({ phone: clients.phone, email: clients.email })
    .from(clients)
    .where(eq(clients.businessId, setting.access.businessId));
  const phonesTaken = new Set(existing.map((row) => row.phone).filter(Boolean));
  const emailsTaken = new Set(existing.map((row) => lowered(row.email)));
  const phoneLines = firstLines();
  const emailLines = firstLines();

  return {
    check: async (values, line) => {
      const birthday = values.birthday && (dayOf(values.birthday) ?? values.birthday);
      const fields: Record<string, string | undefined> = {
        fullName: joinedName(values),
        phone: values.phone,
        email: values.email,
        gender: values.gender && genderOf(values.gender),
        birthday,
        address: values.address,
        notes: values.notes,
      };
      const phone = values.phone && (normalisePhone(values.phone, country) ?? undefined);
      const stored = Object.fromEntries(
        API_FIELDS.flatMap((field) => {
          const value = field === 'phone' ? (phone ?? values.phone) : fields[field];
          return value ? [[field, value]] : [];
        }),
      );
      const problems: RowProblem[] = [];
      const email = lowered(values.email);
      const phoneLine = phoneLines(phone, line);
      const emailLine = emailLines(email, line);
      if (phoneLine) problems.push(problem('phone', 'sameAsLine', { line: phoneLine }));
      else if (phone && phonesTaken.has(phone)) problems.push(problem('phone', 'clientPhoneTaken'));
      if (emailLine) problems.push(problem('email', 'sameAsLine', { line: emailLine }));
      else if (email && emailsTaken.has(email)) problems.push(problem('email', 'clientEmailTaken'));
      const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value));
      const fieldOfRow = fieldOf(values);
      return {
        stored,
        problems: besides(await recordProblems(setting, client, body, fieldOfRow), problems),
        fieldOf: fieldOfRow,
        write: async (writer) => {
          await createRecord(writer, setting, client, body);
        },
      };
    },
  };
};
