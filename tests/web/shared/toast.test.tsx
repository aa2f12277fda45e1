import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { en } from '../../../src/i18n/en';
import { deepMerge, type MessageTree } from '../../../texts/merge';
import { specScreensEnglish } from '../../../texts/specScreens.en';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { allowAllAuthProvider, memoryDataProvider } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const Notify = ({ message, type }: { message: string; type: 'success' | 'error' }) => {
  const notify = useNotify();
  useEffect(() => notify(message, { type }), [notify, message, type]);
  return null;
};

const renderToast = (message: string, type: 'success' | 'error') =>
  render(
    <AdminContext
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      dataProvider={memoryDataProvider({})}
      authProvider={allowAllAuthProvider}
      i18nProvider={i18nProvider}
    >
      <Notify message={message} type={type} />
      <Toast />
    </AdminContext>,
  );

describe('Toast', () => {
  test('a success shows the Success title and the translated text', async () => {
    renderToast('saluni.toast.jobTitle.created', 'success');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Success');
    expect(alert.textContent).toContain('Job Title created');
  });

  test("an error shows 'Request failed!' with the server's message", async () => {
    renderToast('Business name already in use', 'error');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed!');
    expect(alert.textContent).toContain('Business name already in use');
  });
});

describe('catalogue', () => {
  // The spec's screens' texts join the catalogue as those screens load (src/shared/specScreensTexts.ts).
  test("react-admin's texts and Saluni's are one catalogue once the screens' texts join it", () => {
    const messages = deepMerge(en as unknown as MessageTree, specScreensEnglish) as unknown as {
      ra: { action: { save: string } };
      saluni: {
        spec: { validation: Record<string, string>; toast: { purchase: Record<string, string> } };
      };
    };
    expect(messages.ra.action.save).toBe('Save');
    expect(messages.saluni.spec.validation.recurringRequired).toBe('Recurring perion is required');
    expect(messages.saluni.spec.toast.purchase.submitted).toBe('Purchase Submited');
    expect(messages.saluni.spec.validation.shortDescriptionTooLong).toBe(
      'Product Short Description shouldn`t be lengthy',
    );
  });
});
