import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type {
  ImportMapping,
  ImportPreview,
  ImportProblem,
  ImportRequest,
} from '../../../registry/dataImport';
import { ImportPage } from '../../../src/settings/dataImport/ImportPage';
import { business, ownerOf, staffOf, type ReceivedRequest } from '../support/fakeServer';
import { renderOverFakeServer } from '../support/screenOverFakeServer';
import { memoryDataProvider } from '../support/testAdmin';
import { dataProvider as appDataProvider } from '../../../src/dataProvider';

const salon = business('b1', 'Salon One');
const PATH = '/settings/import';

const CSV = [
  'Client name,Mobile,E-mail address',
  'Achieng Otieno,0712 345 678,achieng@example.com',
  'Wanjiru Kamau,0722 000 111,wanjiru@example.com',
  '"Njeri, Mary",0733 222 333,njeri@example.com',
].join('\n');

/** What the server proposes for the file above: the columns it recognises by their names. */
const PROPOSED: ImportMapping = { fullName: 'Client name', phone: 'Mobile', email: null };

/**
 * A dry run as the server answers it, reduced to what the page shows: the email column and a
 * gender (mapped or defaulted) are required; phones come back international.
 */
const previewOf = ({ mapping = PROPOSED, defaults = {} }: ImportRequest): ImportPreview => {
  const lines = [2, 3, 4];
  const problems: ImportProblem[] = lines.flatMap((line) => [
    ...(mapping.email ? [] : [{ line, field: 'email', message: 'Email is required' }]),
    ...(defaults.gender ? [] : [{ line, field: 'gender', message: 'Gender is required' }]),
  ]);
  return {
    kind: 'clients',
    columns: ['Client name', 'Mobile', 'E-mail address'],
    mapping,
    rowCount: 3,
    validCount: problems.length ? 0 : 3,
    sample: problems.length
      ? []
      : [{ line: 2, values: { fullName: 'Achieng Otieno', phone: '+254712345678' } }],
    problems,
  };
};

const bodyOf = (request: ReceivedRequest) => request.body as ImportRequest;

const renderPage = (
  run: (request: ReceivedRequest) => unknown = () => ({ kind: 'clients', created: 3 }),
  preview: (request: ReceivedRequest) => unknown = (request) => previewOf(bodyOf(request)),
  role = ownerOf(salon),
) =>
  renderOverFakeServer({
    path: PATH,
    role,
    dataProvider: { ...memoryDataProvider({}), ...appDataProvider },
    routes: <Route path={PATH} element={<ImportPage />} />,
    replies: { dataImportPreview: preview, dataImportRun: run },
  });

const chooseFile = async (file: File) => {
  fireEvent.change(await screen.findByLabelText('Choose a CSV file', { selector: 'input' }), {
    target: { files: [file] },
  });
};

const pick = async (combobox: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the import page', () => {
  test('offers only the presets of the chosen kind', async () => {
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Exported from' }));
    let options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['My own file', 'Fresha (clients export)', 'Timely (clients export)']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Services' }));
    expect(screen.queryByRole('combobox', { name: 'Exported from' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Future appointments' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Exported from' }));
    options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'My own file',
      'Fresha (appointments export)',
      'Timely (appointments export)',
    ]);
  });

  test('refuses a file that is not CSV, or is too large, with the reason', async () => {
    renderPage();
    expect(await screen.findByText('No file chosen yet')).toBeTruthy();
    await chooseFile(new File(['%PDF'], 'clients.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/This is not a CSV file/)).toBeTruthy();
    const large = new File(['a'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(large, 'size', { value: 6 * 1024 * 1024 });
    await chooseFile(large);
    expect(await screen.findByText(/larger than 5 MB/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('maps the columns, lists every problem, checks a changed mapping again, then imports all rows once confirmed', async () => {
    const server = renderPage();
    await pick('Exported from', 'Fresha (clients export)');
    await chooseFile(new File([CSV], 'clients.csv', { type: 'text/csv' }));
    expect(await screen.findByText('clients.csv: 3 rows')).toBeTruthy();
    next();

    // The server proposes the mapping, from the preset, for the file as it is.
    const phone = await screen.findByRole('combobox', { name: 'Phone' });
    expect(phone.textContent).toBe('Mobile');
    expect(screen.getByRole('combobox', { name: 'Email' }).textContent).toBe('— not imported —');
    const [first] = server.received('POST', '/v1/data-import/preview').map(bodyOf);
    expect(first).toEqual({
      businessId: 'b1',
      kind: 'clients',
      csv: CSV,
      preset: 'fresha-clients',
    });
    // Every field of the kind, the required ones marked.
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByRole('rowheader', { name: 'Gender (required)' })).toBeTruthy();

    next();
    const problems = await screen.findByRole('table', { name: 'Problems' });
    expect(within(problems).getAllByRole('row')).toHaveLength(7);
    expect(within(problems).getAllByText('Gender is required')).toHaveLength(3);
    expect(within(problems).getAllByRole('cell', { name: 'Email' })).toHaveLength(3);
    expect(screen.getByText('No row is ready yet: see the problems below.')).toBeTruthy();

    next();
    expect(importButton().disabled).toBe(true);
    expect(screen.getByText(/All or nothing: fix the file or the mapping first/)).toBeTruthy();

    // Back to the mapping: the email column and a default gender, each checked again.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await pick('Email', 'E-mail address');
    fireEvent.change(screen.getByRole('textbox', { name: 'Gender: Default for empty cells' }), {
      target: { value: 'Female' },
    });
    await waitFor(
      () =>
        expect(server.received('POST', '/v1/data-import/preview').map(bodyOf).at(-1)).toEqual({
          businessId: 'b1',
          kind: 'clients',
          csv: CSV,
          preset: 'fresha-clients',
          mapping: { ...PROPOSED, email: 'E-mail address' },
          defaults: { gender: 'Female' },
        }),
      { timeout: 3000 },
    );
    // The changes close together are checked once, after the last.
    expect(server.received('POST', '/v1/data-import/preview')).toHaveLength(2);

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    next();
    expect(await screen.findByText('No problems: every row can be imported.')).toBeTruthy();
    const sample = screen.getByRole('table', { name: 'The first rows as they will be saved' });
    expect(within(sample).getByText('+254712345678')).toBeTruthy();

    next();
    fireEvent.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: 'Import 3 clients?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('3 clients imported')).toBeTruthy();
    // Found once the dialog has gone: while it leaves, the page under it is hidden from the
    // accessibility tree, and a busy machine shows the result before the dialog has left.
    expect(
      (await screen.findByRole('link', { name: 'See the clients' })).getAttribute('href'),
    ).toBe('/client');
    expect(server.received('POST', '/v1/data-import').map(bodyOf)).toEqual([
      {
        businessId: 'b1',
        kind: 'clients',
        csv: CSV,
        preset: 'fresha-clients',
        mapping: { ...PROPOSED, email: 'E-mail address' },
        defaults: { gender: 'Female' },
      },
    ]);
  });

  test('shows the refusal of an import that found problems, nothing written', async () => {
    const message = 'Line 3: this phone number is already a client’s';
    renderPage(
      () => Response.json({ error: { message, code: 'IMPORT_PROBLEMS' } }, { status: 422 }),
      (request) => previewOf({ ...bodyOf(request), defaults: { gender: 'Male' } }),
    );
    await chooseFile(new File([CSV], 'clients.csv', { type: 'text/csv' }));
    await screen.findByText('clients.csv: 3 rows');
    next();
    await pick('Email', 'E-mail address');
    await waitFor(
      () =>
        expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      { timeout: 3000 },
    );
    next();
    await screen.findByText('No problems: every row can be imported.');
    next();
    fireEvent.click(importButton());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/imported/)).toBeNull();
  });

  test('a check the server refuses holds the steps until the file is checked again', async () => {
    const message = 'The file cannot be read as CSV: check its quotes';
    let refuse = false;
    renderPage(undefined, (request) =>
      refuse
        ? Response.json({ error: { message, code: 'VALIDATION_FAILED' } }, { status: 422 })
        : previewOf(bodyOf(request)),
    );
    await chooseFile(new File([CSV], 'clients.csv', { type: 'text/csv' }));
    await screen.findByText('clients.csv: 3 rows');
    next();
    await screen.findByRole('combobox', { name: 'Phone' });
    const nextButton = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(nextButton.disabled).toBe(false);
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(nextButton.disabled).toBe(true);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(nextButton.disabled).toBe(false);
  });

  test('pages through a long list of problems', async () => {
    const problems = Array.from({ length: 30 }, (_, index) => ({
      line: index + 2,
      field: 'phone',
      message: `Not a phone number (${index + 2})`,
    }));
    renderPage(undefined, (request) => ({ ...previewOf(bodyOf(request)), problems }));
    await chooseFile(new File([CSV], 'clients.csv', { type: 'text/csv' }));
    await screen.findByText('clients.csv: 3 rows');
    next();
    await screen.findByRole('combobox', { name: 'Phone' });
    next();
    const table = await screen.findByRole('table', { name: 'Problems' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1-25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Not a phone number (31)')).toBeTruthy();
    expect(screen.queryByText('Not a phone number (2)')).toBeNull();

    // Every problem, not only the page shown, in a file to fix the source by.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:problems');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Download problems as CSV' }));
    const csv = await (createObjectURL.mock.calls[0]![0] as Blob).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('Line,Field,Problem');
    expect(lines[1]).toBe('2,Phone,Not a phone number (2)');
  });

  test('tells a member who is not a manager that only the owner and admins import', async () => {
    renderPage(undefined, undefined, staffOf(salon, {}));
    expect(
      await screen.findByText('Only the owner and admins of the business can import records.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
