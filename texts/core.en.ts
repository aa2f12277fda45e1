import { signInEnglish } from './signIn.en';

/**
 * The shared texts of the product, keyed, which the web app's first load and the server both
 * speak; components and the server use the keys, never the texts. The sign-in page's texts are
 * in `signIn.en.ts` (included here), the spec's in `spec.en.ts`, the labels of the areas the
 * server speaks too in `areas/<area>.en.ts`, all merged in `english.ts`; an area's screen-only
 * texts live in its own folder (`src/<area>/texts.en.ts`).
 */
export const coreEnglish = {
  saluni: {
    app: signInEnglish.saluni.app,
    common: {
      success: 'Success',
      requestFailed: 'Request failed!',
      anErrorOccurred: 'An error occurred',
      na: 'N/A',
      or: 'Or',
      cancel: 'Cancel',
      save: 'Save',
      close: 'Close',
      /** Beside money a salon sets or takes: shelf prices are what the client pays, tax included. */
      pricesIncludeTax: 'Prices include tax',
    },
    menu: {
      appointments: 'Appointments',
      clients: 'Clients',
      staff: 'Staff',
      services: 'Services',
      offerings: 'Memberships and vouchers',
      inventory: 'Inventory',
      reports: 'Reports',
      reportSales: 'Sales report',
      cashUp: 'Cash-up',
      reportClients: 'Client report',
      reportTax: 'Tax report',
      reportStaff: 'Staff performance',
      pay: 'Pay',
      myPay: 'My pay',
      activity: 'Activity',
      settings: 'Settings',
    },
    auth: {
      ...signInEnglish.saluni.auth,
      fullName: 'Full name',
      passwordHint: 'At least 8 characters',
    },
    business: {
      name: 'Business name',
      country: 'Country',
      timezone: 'Time zone',
      currency: 'Currency',
      state: 'State or territory',
      appointmentGap: 'Duration in minutes',
      opensOnHolidays: 'Open on public holidays',
      calendarEnabled: 'Show the calendar',
      switcher: 'Business',
      countries: { KE: 'Kenya', AU: 'Australia' },
    },
    language: {
      title: 'Language',
      notSaved: 'Your language could not be saved: it applies on this device only',
    },
    rating: { stars: '%{smart_count} Star |||| %{smart_count} Stars', none: 'No rating' },
    /** Lengths of time (src/format/duration.ts); '1 Hr' is the spec's. */
    duration: {
      minutes: '%{n} min',
      hours: '%{smart_count} Hr |||| %{smart_count} Hrs',
      hoursMinutes: '%{smart_count} Hr %{minutes} min |||| %{smart_count} Hrs %{minutes} min',
    },
    validation: {
      required: 'Required.',
      fieldRequired: 'This field is required.',
      mustBeText: 'Must be text',
      mustBeWholeNumber: 'Must be a whole number',
      mustBeAmount: 'Must be an amount of at least 0 with at most two decimals',
      mustBeBoolean: 'Must be true or false',
      mustBeDate: 'Must be a date (YYYY-MM-DD)',
      dateOutOfRange: 'Must be a date from %{min} to %{max}',
      mustBeId: 'Must be the id of a record',
      mustBeIdList: 'Must be a list of record ids',
      invalidValue: 'Invalid value',
      phone: { valid: 'Phone number must be valid' },
      validNumber: 'Must be a valid number.',
      mustBeNumber: 'Must be a number.',
      greaterThanZero: 'Must be greater than 0.',
      tooLong: 'Must be %{max} characters or fewer',
      min: 'Must be at least %{min}',
      max: 'Must be at most %{max}',
      unknownField: 'Unknown field',
      invalidChoice: 'Must be one of %{choices}',
      forbidden: 'You do not have permission to do this',
      name: { required: 'Name is required' },
      jobTitle: { required: 'Job title is required' },
      clientCategory: { required: 'Category name is required' },
      fullName: { required: 'Full name is required' },
      email: { required: 'Email is required', valid: 'Email must be valid' },
      password: { short: 'Password must be at least 8 characters' },
      businessName: {
        required: 'Business name is required',
        duplicate: 'Business name already in use',
      },
      timezone: { valid: 'Time zone must be valid' },
      state: {
        required: 'An Australian business needs its state or territory',
        onlyAustralia: 'Only an Australian business has a state or territory',
      },
      appointmentGap: { range: 'Appointment gap must be between 0 and 60 minutes' },
      image: {
        invalid: 'Invalid image file.',
        tooMany: 'At most %{n} images',
        uploadError: 'Upload Error',
      },
    },
    toast: {
      jobTitle: {
        created: 'Job Title created',
        updated: 'Job Title updated',
        deleted: 'Job Title deleted',
      },
      serviceCategory: {
        created: 'ServiceCategory created',
        updated: 'ServiceCategory updated',
        deleted: 'ServiceCategory deleted',
      },
      serviceRoom: {
        created: 'Service Room created',
        updated: 'Service Room updated',
        deleted: 'Service Room deleted',
      },
      clientCategory: {
        created: 'Client Category created',
        updated: 'Client Category updated',
        deleted: 'Client Category deleted',
      },
      business: {
        created: 'Business created',
        updated: 'Business updated',
        deleted: 'Business deleted',
      },
    },
    /** A screen the role may not see (src/shared/NoAccess.tsx). */
    access: {
      denied: 'You do not have access to %{what}',
      askOwner:
        'Your role does not include this permission. Ask the business owner or an admin to grant it.',
      thisPage: 'this page',
    },
    list: {
      empty: 'Nothing here yet',
      emptyHint: 'Add the first one with the Create button.',
      confirmDelete: 'Delete %{name}?',
      confirmDeleteContent: 'This cannot be undone.',
    },
    /** Web app texts that are not spec texts. */
    ui: {
      all: 'All',
      search: 'Search',
      filters: 'Filters',
      actions: 'Actions',
      noBusiness: 'Create a business first',
      signOut: 'Sign out',
    },
  },
  resources: {
    'job-title': { name: 'Job title |||| Job titles', fields: { name: 'Job title' } },
    'service-category': {
      name: 'Service category |||| Service categories',
      fields: { name: 'Name' },
    },
    'service-room': {
      name: 'Service room |||| Service rooms',
      fields: { name: 'Name', description: 'Description', capacity: 'Capacity', image: 'Photo' },
    },
    'client-category': {
      name: 'Client category |||| Client categories',
      fields: { category_name: 'Name' },
    },
    client: {
      name: 'Client |||| Clients',
      fields: {
        fullName: 'Full name',
        phone: 'Phone',
        email: 'Email',
        gender: 'Gender',
        address: 'Address',
        notes: 'Notes',
        image: 'Photo',
      },
    },
    employee: {
      name: 'Staff member |||| Staff',
      fields: {
        fullName: 'Full name',
        phone: 'Phone',
        email: 'Email',
        jobTitleId: 'Job title',
        image: 'Photo',
      },
    },
    service: {
      name: 'Service |||| Services',
      fields: {
        name: 'Name',
        categoryIds: 'Categories',
        description: 'Description',
        performerIds: 'Performers',
        image: 'Image',
      },
    },
  },
};
