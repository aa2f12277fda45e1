import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MessagePreview, MessageTemplate } from '../../../registry/messages';
import { TemplatesEditor } from '../../../src/notifications/TemplatesEditor';
import { renderWithServer } from './support';

const template = (language: 'en' | 'sw', smsBody: string): MessageTemplate => ({
  kind: 'confirmation',
  language,
  smsBody,
  emailSubject: 'Booked',
  emailBody: 'See you',
  isDefault: true,
});
const TEMPLATES = [template('en', 'Hi {firstName}'), template('sw', 'Habari {firstName}')];

const previewOf = (body: { smsBody: string }): MessagePreview => ({
  sms: {
    text: body.smsBody.replace('{firstName}', 'Amina'),
    parts: 2,
    encoding: 'GSM-7',
    units: 2,
  },
  email: { subject: 'Booked', body: 'See you' },
});

afterEach(() => vi.unstubAllGlobals());

describe('message words', () => {
  test('previews the SMS filled in, with its parts and units, and follows the typing', async () => {
    const server = renderWithServer(<TemplatesEditor canEdit />, {
      messageTemplatesGet: () => TEMPLATES,
      messagePreview: (request) => previewOf(request.body as { smsBody: string }),
    });
    expect(await screen.findByText('Hi Amina')).toBeTruthy();
    expect(screen.getByText('2 SMS parts (GSM-7) · 2 units')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('SMS and WhatsApp text'), {
      target: { value: 'Hello {firstName}' },
    });
    expect(await screen.findByText('Hello Amina')).toBeTruthy();
    expect(server.received('POST', '/v1/message-preview').at(-1)!.body).toMatchObject({
      businessId: 'b1',
      kind: 'confirmation',
      language: 'en',
      smsBody: 'Hello {firstName}',
    });
  });

  test('switches to Swahili, inserts a placeholder and saves', async () => {
    const server = renderWithServer(<TemplatesEditor canEdit />, {
      messageTemplatesGet: () => TEMPLATES,
      messagePreview: (request) => previewOf(request.body as { smsBody: string }),
      messageTemplateSave: (request) => ({
        ...(request.body as MessageTemplate),
        isDefault: false,
      }),
    });
    await screen.findByText('Hi Amina');
    fireEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));
    const sms = screen.getByLabelText('SMS and WhatsApp text') as HTMLTextAreaElement;
    expect(sms.value).toBe('Habari {firstName}');
    sms.setSelectionRange(sms.value.length, sms.value.length);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Insert into the SMS text' })).getByText('Salon'),
    );
    expect(sms.value).toBe('Habari {firstName}{salon}');
    fireEvent.click(screen.getByRole('button', { name: 'Save these words' }));
    await screen.findByText('Message words saved');
    expect(server.received('PUT', '/v1/message-templates')[0]!.body).toMatchObject({
      kind: 'confirmation',
      language: 'sw',
      smsBody: 'Habari {firstName}{salon}',
    });
  });

  test('puts the default words back after asking', async () => {
    const saved = { ...TEMPLATES[0]!, smsBody: 'Mine', isDefault: false };
    const server = renderWithServer(<TemplatesEditor canEdit />, {
      messageTemplatesGet: () => [saved, TEMPLATES[1]!],
      messagePreview: (request) => previewOf(request.body as { smsBody: string }),
      messageTemplateReset: () => TEMPLATES[0]!,
    });
    await screen.findByText('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Use the default words' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the default words' }));
    await screen.findByText('Back to the default words');
    await waitFor(() =>
      expect((screen.getByLabelText('SMS and WhatsApp text') as HTMLTextAreaElement).value).toBe(
        'Hi {firstName}',
      ),
    );
    const reset = server.received('DELETE', '/v1/message-templates')[0]!;
    expect(reset.query.get('kind')).toBe('confirmation');
    expect(reset.query.get('language')).toBe('en');
  });
});
