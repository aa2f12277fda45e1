/**
 * Texts of the import page (docs/areas/import.md); its card on the business settings is in texts.en.ts. In
 * English they join the catalogue when the page loads (src/settings/dataImportTexts.ts); in
 * Swahili they are part of the Swahili catalogue, which loads whole.
 */
export const dataImportEnglish = {
  saluni: {
    dataImport: {
      title: 'Import from a CSV file',
      onlyManagers: 'Only the owner and admins of the business can import records.',
      steps: {
        choose: 'File',
        mapping: 'Columns',
        preview: 'Check',
        import: 'Import',
      },
      back: 'Back',
      next: 'Next',
      choose: {
        kind: 'What to import',
        kinds: {
          clients: 'Clients',
          services: 'Services',
          staff: 'Staff',
          appointments: 'Future appointments',
        },
        preset: 'Exported from',
        presetHelp: 'Another system’s export is read with its own column names',
        noPreset: 'My own file',
        presets: {
          'fresha-clients': 'Fresha (clients export)',
          'timely-clients': 'Timely (clients export)',
          'fresha-appointments': 'Fresha (appointments export)',
          'timely-appointments': 'Timely (appointments export)',
        },
        file: 'Choose a CSV file',
        fileHelp:
          'A CSV file with a header row of column names, comma or semicolon separated, up to 5 MB.',
        noFile: 'No file chosen yet',
        chosen: '%{name}: %{smart_count} row |||| %{name}: %{smart_count} rows',
        notCsv: 'This is not a CSV file. Save the spreadsheet as CSV and choose that file.',
        tooLarge: 'This file is larger than 5 MB. Split it into smaller files and import each.',
        empty: 'This file has no rows under its header row.',
        unreadable: 'This file could not be read. Choose it again.',
      },
      mapping: {
        intro:
          'Choose the column of your file that fills each field. A default fills the rows that leave a field empty.',
        field: 'Field',
        column: 'Column of the file',
        default: 'Default for empty cells',
        notImported: '— not imported —',
        required: 'required',
        checkAgain: 'Check again',
        checking: 'Checking the file…',
      },
      fields: {
        fullName: 'Full name',
        firstName: 'First name',
        lastName: 'Last name',
        phone: 'Phone',
        email: 'Email',
        gender: 'Gender',
        birthday: 'Birthday',
        address: 'Address',
        notes: 'Notes',
        name: 'Name',
        category: 'Category',
        durationMinutes: 'Duration (minutes)',
        price: 'Price',
        description: 'Description',
        jobTitle: 'Job title',
        date: 'Date',
        startTime: 'Start time',
        client: 'Client',
        clientPhone: 'Client’s phone',
        clientEmail: 'Client’s email',
        service: 'Service',
        staff: 'Staff member',
      },
      preview: {
        rows: 'Rows',
        ready: 'Ready',
        withProblems: 'With problems',
        sample: 'The first rows as they will be saved',
        noSample: 'No row is ready yet: see the problems below.',
        line: 'Line',
        problems: 'Problems',
        noProblems: 'No problems: every row can be imported.',
        message: 'Problem',
        wholeRow: 'Whole row',
        download: 'Download problems as CSV',
      },
      run: {
        ready: 'Every row is ready. Nothing is saved until you import.',
        blocked:
          'All or nothing: fix the file or the mapping first. The import saves every row or none, and %{smart_count} row still has a problem. |||| All or nothing: fix the file or the mapping first. The import saves every row or none, and %{smart_count} rows still have problems.',
        nothing: 'The file has no row to import.',
        start: 'Import',
        confirmText: 'Every row is saved at once. This cannot be undone from here.',
        confirm: {
          clients: 'Import %{smart_count} client? |||| Import %{smart_count} clients?',
          services: 'Import %{smart_count} service? |||| Import %{smart_count} services?',
          staff: 'Import %{smart_count} staff member? |||| Import %{smart_count} staff members?',
          appointments:
            'Import %{smart_count} appointment? |||| Import %{smart_count} appointments?',
        },
        running: 'Importing…',
        done: {
          clients: '%{smart_count} client imported |||| %{smart_count} clients imported',
          services: '%{smart_count} service imported |||| %{smart_count} services imported',
          staff: '%{smart_count} staff member imported |||| %{smart_count} staff members imported',
          appointments:
            '%{smart_count} appointment imported |||| %{smart_count} appointments imported',
        },
        open: {
          clients: 'See the clients',
          services: 'See the services',
          staff: 'See the staff',
          appointments: 'See the calendar',
        },
        another: 'Import another file',
      },
    },
  },
};
