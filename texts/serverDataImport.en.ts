/**
 * What the server says about a CSV import (docs/areas/import.md): the file, the mapping and each
 * row's problems. Server-only, merged by server/http/catalogues.ts; the settings page has its own pair.
 */
export const serverDataImportEnglish = {
  saluni: {
    dataImport: {
      file: {
        empty: 'The file is empty',
        unreadable: 'The file cannot be read as CSV: check its quotes',
        noHeader: 'The first line must name the columns',
        blankColumn: 'Every column of the first line needs a name',
        duplicateColumn: 'The column "%{column}" appears twice',
        noRows: 'The file has no rows below its header',
        tooManyRows: 'A file may hold at most %{max} rows: split it in parts',
      },
      mapping: {
        unknownField: 'This field cannot be imported here',
        unknownColumn: 'The file has no column "%{column}"',
        presetKind: 'This preset is for another kind of record',
      },
      row: {
        badDate: 'Not a date: use YYYY-MM-DD or DD/MM/YYYY',
        badTime: 'Not a time: use HH:mm',
        badDuration: 'Not a duration in minutes',
        badAmount: 'Not an amount',
        pastAppointment: 'Only future appointments can be imported',
        sameAsLine: 'Same as line %{line} of the file',
        clientPhoneTaken: 'A client with this phone number already exists',
        clientEmailTaken: 'A client with this e-mail already exists',
        serviceTaken: 'A service with this name already exists',
        notFound: 'No match found in the business',
        ambiguous: 'More than one match in the business: make it exact',
      },
      problems:
        '%{smart_count} row has problems: nothing was imported |||| %{smart_count} rows have problems: nothing was imported',
    },
  },
};
