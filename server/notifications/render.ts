import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../texts/languages';
import {
  TEMPLATE_PLACEHOLDERS,
  type MessageKind,
  type MessageTemplate,
  type TemplatePlaceholder,
} from '../../registry/messages';
import type { Database } from '../db/database';
import { businessRow } from '../db/businessRows';
import {
  appointments,
  businesses,
  clients,
  employees,
  messageSettings,
  messageTemplates,
  services,
} from '../db/schema';
import { speakingTo, text } from '../http/messages';
import { issueManageLink } from './manageLinks';

export type TemplateValues = Record<TemplatePlaceholder, string>;
type Values = TemplateValues;

/** The product's words for a kind in a language, as a template. */
export const defaultTemplate = (kind: MessageKind, language: Language): MessageTemplate =>
  speakingTo({ language }, () => ({
    kind,
    language: language as 'en' | 'sw',
    smsBody: text(`saluni.messageTemplates.${kind}.sms`),
    emailSubject: text(`saluni.messageTemplates.${kind}.emailSubject`),
    emailBody: text(`saluni.messageTemplates.${kind}.emailBody`),
    isDefault: true,
  }));

/** The business's template of a kind in a language, or the product's. */
export const templateOf = async (
  db: Database,
  businessId: string,
  kind: MessageKind,
  language: Language,
): Promise<MessageTemplate> => {
  const [saved] = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.businessId, businessId),
        eq(messageTemplates.kind, kind),
        eq(messageTemplates.language, language as 'en' | 'sw'),
      ),
    );
  return saved
    ? {
        kind,
        language: saved.language,
        smsBody: saved.smsBody,
        emailSubject: saved.emailSubject,
        emailBody: saved.emailBody,
        isDefault: false,
      }
    : defaultTemplate(kind, language);
};

/** `{name}` replaced by its value; unknown names stay as written. Blank lines left by empty values close up. */
export const fillTemplate = (template: string, values: Partial<Values>) =>
  template
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? (values[name as TemplatePlaceholder] ?? '') : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export interface RenderInput {
  businessId: string;
  clientId: string;
  kind: MessageKind;
  appointmentId?: string | null;
}

export interface RenderedMessage {
  language: Language;
  sms: string;
  emailSubject: string;
  emailBody: string;
  whatsappTemplate: { name: string; language: string; parameters: string[] };
}

const usesManageLink = (template: MessageTemplate) =>
  [template.smsBody, template.emailBody].some((words) => words.includes('{manageLink}'));

/**
 * A message of `kind` to a client, in their language, from the business's template: the
 * placeholders filled from the client, the business and the appointment (in the business's
 * time zone). A manage link is issued only when the template asks for one. WhatsApp takes the
 * approved template `saluni_<kind>` with the placeholders' values in TEMPLATE_PLACEHOLDERS order.
 */
export const renderMessage = async (
  tx: Database,
  input: RenderInput,
): Promise<RenderedMessage | null> => {
  const [client] = await tx
    .select()
    .from(clients)
    .where(businessRow(clients, input.businessId, input.clientId));
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, input.businessId));
  if (!client || !business) return null;
  const language: Language = client.language ?? 'en';
  const template = await templateOf(tx, input.businessId, input.kind, language);
  const [settings] = await tx
    .select()
    .from(messageSettings)
    .where(eq(messageSettings.businessId, input.businessId));
  const values: Values = {
    firstName: client.fullName.trim().split(/\s+/)[0] ?? '',
    salon: settings?.senderName || business.name,
    services: '',
    staff: '',
    date: '',
    time: '',
    address: business.address ?? '',
    manageLink: '',
    depositDue: '',
    reviewLink: settings?.reviewLink ?? '',
  };
  if (input.appointmentId) {
    const [appointment] = await tx
      .select()
      .from(appointments)
      .where(businessRow(appointments, input.businessId, input.appointmentId));
    if (!appointment) return null;
    Object.assign(
      values,
      await appointmentValues(tx, business, appointment, language),
      usesManageLink(template) && {
        manageLink: (await issueManageLink(tx, input.businessId, appointment.id)) ?? '',
      },
    );
  }
  const fill = (words: string) => fillTemplate(words, values);
  return {
    language,
    sms: fill(template.smsBody),
    emailSubject: fill(template.emailSubject),
    emailBody: fill(template.emailBody),
    whatsappTemplate: {
      name: `saluni_${input.kind}`,
      language,
      parameters: TEMPLATE_PLACEHOLDERS.map((name) => values[name]),
    },
  };
};

const LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw-KE' };

/** The `{date}` and `{time}` of an instant in the business's zone, in the reader's language. */
export const localDateAndTime = (instant: Date, zone: string, language: Language) => {
  const locale = LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(instant);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return { date, time };
};

const appointmentValues = async (
  tx: Database,
  business: typeof businesses.$inferSelect,
  appointment: typeof appointments.$inferSelect,
  language: Language,
): Promise<Partial<Values>> => {
  const serviceRows = appointment.serviceIds.length
    ? await tx
        .select({ name: services.name })
        .from(services)
        .where(
          and(eq(services.businessId, business.id), inArray(services.id, appointment.serviceIds)),
        )
    : [];
  const [employee] = await tx
    .select({ fullName: employees.fullName })
    .from(employees)
    .where(businessRow(employees, business.id, appointment.employeeId));
  const { date, time } = localDateAndTime(appointment.startDate, business.timezone, language);
  const owes = appointment.depositStatus === 'pending' && appointment.depositMinor > 0;
  return {
    services: serviceRows.map((row) => row.name).join(', '),
    staff: employee?.fullName.trim().split(/\s+/)[0] ?? '',
    date,
    time,
    depositDue: owes
      ? speakingTo({ language }, () =>
          text('saluni.messageTemplates.depositDue', {
            amount: `${business.currency} ${(appointment.depositMinor / 100).toFixed(appointment.depositMinor % 100 ? 2 : 0)}`,
          }),
        )
      : '',
  };
};
