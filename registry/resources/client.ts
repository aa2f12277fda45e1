import { defineResource, toastsUnder } from '../types';
import { nameField, phoneField, requiredEmailField } from '../fields';

export const GENDERS = [
  { value: 'Male', label: 'saluni.spec.client.genders.male' },
  { value: 'Female', label: 'saluni.spec.client.genders.female' },
  { value: 'Other', label: 'saluni.spec.client.genders.other' },
] as const;

export const CHANNEL_CHOICES = [
  { value: 'sms', label: 'saluni.clientConsent.channels.sms' },
  { value: 'email', label: 'saluni.clientConsent.channels.email' },
  { value: 'whatsapp', label: 'saluni.clientConsent.channels.whatsapp' },
] as const;

export const LANGUAGE_CHOICES = [
  { value: 'en', label: 'saluni.clientConsent.languages.en' },
  { value: 'sw', label: 'saluni.clientConsent.languages.sw' },
] as const;

/** A category as client documents carry it under `categories` (the category document's keys). */
export interface CategoryOfClient {
  _id: string;
  category_name: string;
  name: string;
}

/**
 * A client of the business (back-office.md 3 and 5). Replies also carry `categories` (the
 * client categories the client belongs to) and `avatar` (the image, the spec's name).
 */
export const client = defineResource({
  name: 'client',
  path: '/v1/client',
  table: 'clients',
  replyKey: 'client',
  pageKey: 'clientPage',
  module: 'clients.Profile',
  titleField: 'fullName',
  fields: {
    fullName: nameField('saluni.spec.validation.fullNameRequired'),
    phone: phoneField,
    email: requiredEmailField,
    gender: {
      type: 'choice',
      required: 'saluni.spec.validation.genderRequired',
      choices: GENDERS,
      list: true,
      filterable: true,
    },
    address: { type: 'text', maxLength: 500 },
    notes: { type: 'text', maxLength: 5000 },
    image: { type: 'image' },
    /** Client e-mails and SMS skip a client who opted out (docs/areas/messaging.md). */
    emailOptOut: { type: 'boolean' },
    smsOptOut: { type: 'boolean' },
    /** The channel the client's own messages go by first (docs/areas/messages-consent.md). */
    preferredChannel: { type: 'choice', choices: CHANNEL_CHOICES },
    /** The language of the client's messages; empty means English. */
    language: { type: 'choice', choices: LANGUAGE_CHOICES },
    /** For the birthday message. */
    birthday: { type: 'date' },
    /**
     * Marketing consent per channel: false until recorded; a change through the form writes the
     * consent log (server/clients/consentHooks.ts). Existing clients start without it.
     */
    marketingSms: { type: 'boolean' },
    marketingEmail: { type: 'boolean' },
    marketingWhatsapp: { type: 'boolean' },
  },
  /** The spec's name of the picture, `avatar.filename`, beside the field's own name. */
  aliases: { avatar: 'image' },
  /** `categoryIds`: clients in any of these client categories (server/clients/categories.ts). */
  queryFilters: ['categoryIds'],
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.client'),
  menu: { area: 'clients', order: 10 },
});
