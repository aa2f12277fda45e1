import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

const jobTitles = () => [
  { id: 'a', _id: 'a', name: 'Stylist', createdAt: '2025-01-01T00:00:00Z' },
  { id: 'b', _id: 'b', name: 'Barber', createdAt: '2025-01-02T00:00:00Z' },
];

describe('GenericList', () => {
  test('renders the declared columns and the rows', async () => {
    const dataProvider = memoryDataProvider({ 'job-title': jobTitles() });
    render(<TestApp dataProvider={dataProvider} path="/job-title" />);
    await screen.findByText('Stylist');
    expect(screen.getByText('Barber')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Job title')).toBeTruthy();
    // Sorted by the declaration's default, paged by 10.
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'job-title',
      expect.objectContaining({
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );
  });

  test('service rooms show their typed columns', async () => {
    const dataProvider = memoryDataProvider({
      'service-room': [{ id: 'r', name: 'Room 1', capacity: 3, image: { filename: 'x.png' } }],
    });
    render(<TestApp dataProvider={dataProvider} path="/service-room" />);
    await screen.findByText('Room 1');
    const table = screen.getByRole('table');
    for (const header of ['Name', 'Capacity', 'Photo'])
      expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();
    expect(table.querySelector('img')?.getAttribute('src')).toBe('/v1/file/x.png');
  });

  test('an empty business sees the products empty state', async () => {
    render(<TestApp dataProvider={memoryDataProvider({})} path="/job-title" />);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});

describe('GenericCreate', () => {
  test('an empty submit shows the spec message and does not call the server', async () => {
    const dataProvider = memoryDataProvider({});
    render(<TestApp dataProvider={dataProvider} path="/job-title/create" />);
    const input = await screen.findByLabelText('Job title');
    expect(input).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job title is required')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('a valid submit calls create with the declared data', async () => {
    const dataProvider = memoryDataProvider({});
    render(<TestApp dataProvider={dataProvider} path="/job-title/create" />);
    fireEvent.change(await screen.findByLabelText('Job title'), {
      target: { value: 'Nail technician' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][0]).toBe('job-title');
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ name: 'Nail technician' });
  });
});

describe('GenericEdit', () => {
  test('pre-fills the form with the record', async () => {
    render(
      <TestApp
        dataProvider={memoryDataProvider({ 'job-title': jobTitles() })}
        path="/job-title/a"
      />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Stylist'),
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
