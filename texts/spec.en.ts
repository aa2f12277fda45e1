/**
 * The spec's own texts (back-office.md sections 2, 5, 8 and inventory.md sections 5, 8), exactly:
 * components and the server use the keys, never the texts. Part of the core catalogue (core.en.ts);
 * these are the ones the app's shell and the registry speak, the screens' own are in specScreens.en.ts.
 */
export const specEnglish = {
  saluni: {
    spec: {
      client: {
        genders: {
          male: 'Male',
          female: 'Female',
          other: 'Other',
        },
      },
      report: {
        month: 'Month',
        week: 'Week',
        day: 'Day',
      },
      validation: {
        fullNameRequired: 'Full Name is required',
        phoneValid: 'Phone number must be valid',
        emailRequired: 'Email is required',
        emailValid: 'Email must be valid',
        genderRequired: 'Gender is required',
        dateRequired: 'Date is required',
        clientRequired: 'Client is required',
        durationRequired: 'Duration is required',
        jobTitleRequired: 'Job title is required',
        supplierPhone: 'A valid Phone number is required',
        categoryRequired: 'Category is required',
        categoryNameField: 'Category Name field is required',
        categoryNameRequired: 'Category name is required',
        categoryNameExists: 'A category with this name already exists',
        categoryNameEmpty: 'Category name cannot be empty',
        required: 'Required.',
        mustBeNumber: 'Must be a number.',
      },
      errors: {
        requestFailed: 'Request failed!',
        anErrorOccurred: 'An error occurred',
        membershipDuplicate: 'Membership with that name already exists',
        businessDuplicate: 'Business name already in use',
        insufficientSms: 'insufficient SMS left',
        receiptMissingId: 'Invalid receipt data - missing ID',
      },
      toast: {
        clientCategoryCreated: 'Client Category created',
        serviceCategory: {
          created: 'ServiceCategory created',
          updated: 'ServiceCategory updated',
          deleted: 'ServiceCategory deleted',
        },
        staffCreated: 'Staff created',
        staffUpdated: 'Staff updated',
        employeeDeleted: 'Employee deleted',
        serviceRoom: {
          created: 'Service Room created',
          updated: 'Service Room updated',
          deleted: 'Service Room deleted',
        },
        employeePermission: {
          created: 'EmployeePermission created',
          deleted: 'EmployeePermission deleted',
        },
        addressUpdated: 'Address Updated',
        jobTitle: {
          created: 'Job Title created',
          updated: 'Job Title updated',
          deleted: 'Job Title deleted',
        },
        clientConsultationFormCreated: 'Client Consultation Form created',
        consultationFormDeleted: 'Consultation Form deleted',
        business: {
          created: 'Business created',
          deleted: 'Business deleted',
        },
      },
    },
  },
};
