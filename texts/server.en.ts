/**
 * The texts only the server speaks, key for key in English and Swahili: the e-mails it sends, its
 * refusals (the web app shows a reply's message, never these keys) and CSV headers. Kept out of
 * the web app's catalogue, so no page downloads them; server/http/catalogues.ts merges them in.
 * A text the web app also shows stays in the web catalogue.
 */
export const serverEnglish = {
  saluni: {
    appointments: {
      hasAppointments: {
        employee: 'This staff member has appointments, so they cannot be deleted',
        client: 'This client has appointments, so they cannot be deleted',
      },
      unavailable: {
        holiday: 'This day is a public holiday (%{holiday})',
        outsideHours: "This time is outside the staff member's working hours",
        booked: 'The staff member or the room is already booked at this time',
        bookedStaff: '%{name} is already booked at this time',
        bookedRoom: 'The room %{name} is already booked at this time',
        bookedClient: '%{client} is already booked at this time with %{staff}',
        holidayDates:
          'Some dates of this series are public holidays: %{dates}. Skip them or book them anyway.',
      },
      nothingToBook: 'Every date of this series was skipped: there is nothing to book',
      holidayDate: 'Must be a date of this series (YYYY-MM-DD)',
      overrideNotAllowed: 'Only owners and admins may book over a conflict',
      validation: {
        duration: 'Duration must be one of %{choices} minutes',
      },
    },
    apiKeys: {
      invalid: 'This API key is not valid or was revoked',
      outOfScope: 'This API key may not make this call in this business',
      signedInOnly: 'This call needs a signed-in person; an API key cannot make it',
      tooManyCalls:
        'Too many calls with this API key. Try again in %{smart_count} second. |||| Too many calls with this API key. Try again in %{smart_count} seconds.',
      validation: {
        name: 'Give the key a name',
        scopes: 'Choose at least one module and its actions',
        module: 'Choose a module',
        moduleTwice: 'Each module may be chosen once',
        actions: 'Choose at least one action for the module',
      },
    },
    auth: {
      invalidCredentials: 'Invalid email or password',
      tooManyAttempts: 'Too many sign-in attempts. Try again in a minute.',
      notSignedIn: 'Please sign in',
      tooManyAttemptsRetry:
        'Too many sign-in attempts. Try again in %{smart_count} minute. |||| Too many sign-in attempts. Try again in %{smart_count} minutes.',
      tooManySignUps:
        'Too many sign-ups. Try again in %{smart_count} minute. |||| Too many sign-ups. Try again in %{smart_count} minutes.',
      crossSite: 'This request did not come from Saluni and was refused',
      emailVerification: {
        invalid: 'This link is invalid or has expired. Sign up again to get a new one.',
        accountExists: 'This e-mail address already has an account. Sign in instead.',
        subject: 'Confirm your e-mail address for Saluni',
        body: 'Hello %{name},\n\nOpen this link to confirm your e-mail address, choose your password and finish creating your Saluni account:\n\n%{link}\n\nThe link works once, for 24 hours. If you did not ask for an account, ignore this e-mail.',
        existsSubject: 'Your Saluni account',
        existsBody:
          'Hello %{name},\n\nSomeone asked to create a Saluni account with this e-mail address, which already has one. Sign in here:\n\n%{link}\n\nIf it was not you, you can ignore this e-mail.',
      },
    },
    validation: {
      referenceNotFound: 'Not found in this business',
      stockLimit: 'Stock cannot exceed %{max} units',
      malformedBody: 'The request body is not valid JSON',
      malformedMultipart: 'The request body is not valid multipart form data',
      unsupportedMediaType: 'The request body must be JSON or multipart form data',
      unstorableText: 'Must not contain the NUL character or an unpaired surrogate',
      badUrl: 'The address of the request is not valid',
      invalidQuery: 'Invalid query parameter',
      deleteIds: 'Name the records to delete with id (one or more record ids)',
      businessIdRequired: 'businessId is required',
      bodyNotObject: 'The request body must be a JSON object',
      invalidSort: 'Cannot sort by %{field}',
      notFound: 'Not found',
      vendorModule: 'The vendor-module header must be %{module}',
      duplicateKey: 'A record with these details already exists',
      searchTermRequired: 'Say what to search for with q',
      searchTermTooLong: 'Search for at most %{max} characters',
      image: {
        tooLarge: 'File size exceeds %{n}MB.',
        tooSmall:
          'Image dimensions must be more than %{w}x%{h}px. Current dimensions: %{cw}x%{ch}px.',
      },
    },
    clients: {
      export: {
        fullName: 'Full Name',
        phone: 'Phone',
        email: 'Email',
        gender: 'Gender',
        address: 'Address',
        notes: 'Notes',
        categories: 'Categories',
        addedAt: 'Added On',
      },
    },
    staff: {
      permissions: {
        employeeRequired: 'Staff member is required',
        moduleRequired: 'Module is required',
        actionsInvalid: 'Actions must be read, create, update or delete',
        noSignIn: 'This staff member has no email, so there is no sign-in to give permissions to',
        ownRole: 'Owners and admins may do everything; permissions apply to staff',
        self: 'You cannot change your own permissions',
      },
      invitation: {
        invalid: 'This invitation is invalid or has expired',
        used: 'Your account already has a password. Sign in instead.',
        otherAccount:
          'This invitation is for another e-mail address. Sign in as the invited address to accept it.',
        subject: 'You are invited to %{business} on Saluni',
        body: 'Hello %{name},\n\n%{business} has added you as staff on Saluni. Open this link to join:\n\n%{link}\n\nThe link works for 7 days.',
      },
    },
    services: {
      validation: {
        serviceIdsRequired: 'Select at least one service',
        servicesRequired: 'Send at least one service change',
        duplicateService: 'Each service only once',
        packageHasNoServices: 'This package has no services',
        serviceNotInPackage: 'This service is not part of the package',
      },
      errors: {
        usedUp: 'Every use of this service in the package has been used',
      },
      export: {
        name: 'Name',
        categories: 'Categories',
        description: 'Description',
        pricing: 'Pricing options',
        performers: 'Performers',
        createdAt: 'Created',
      },
    },
    offerings: {
      validation: {
        membershipRequired: 'Membership is required',
        frequencyRequired: 'Frequency is required',
        frequencyNotOffered: 'This membership has no price for that frequency',
        endsTooLate: 'The membership would run past %{max}',
        voucherRequired: 'Voucher is required',
        codeRequired: 'Voucher code is required',
        instant: 'Must be a date and time (ISO 8601)',
      },
      errors: {
        membershipHeld: 'Clients hold this membership, so it cannot be deleted',
        voucherSold: 'This voucher has been sold to clients, so it cannot be deleted',
        alreadyCancelled: 'This membership is already cancelled',
      },
    },
    catalogue: {
      category: {
        cycle: 'A category cannot sit under itself or one of its sub-categories',
        hasChildren: 'This category has sub-categories; move or delete them first',
        hasProducts: 'This category is used by %{n} product(s); change their category first',
      },
      option: {
        duplicateName: 'An option with this name already exists',
        duplicateValue: 'The value %{value} is listed more than once',
        valuesInvalid: 'Option values must be text, or a list of texts or { value }',
        valuesClash: 'Two values of this option cannot have the same text',
        valueNotInOption: 'This value does not belong to this option',
        inUse: 'The option %{option} is used by the product %{product}',
        valueInUse: 'The value %{value} is used by the product %{product}',
      },
      product: {
        saleOnly: 'The sale products list holds no in-store products',
        typeChange: 'The product type cannot be changed',
        hasStock:
          'This product still holds stock; move it out with a stock entry before deleting it',
        simpleVariant: 'A simple product has exactly one variant, without options',
        optionSetForSimple: 'A simple product has no option set',
        optionNotInSet:
          'Each variant needs one value of every option of the product, from its option set',
        variantMissingValue: 'Variant %{n}: choose its %{option}',
        variantExists: '%{name} is already a variant of this product',
        optionNotOfProduct: 'Not an option of this product',
        variantsNeedVariantProduct: 'Only a variant product takes more variants',
        tooManyAtOnce: 'At most %{n} variants at once',
        duplicateCombination: 'Two variants have the same options',
        tooManyVariants: 'At most %{n} variants: one per combination of the option values',
        noVariants: 'Add at least one variant',
        stockReadOnly: 'Stock positions follow the stock ledger; post a stock entry to change them',
        duplicateSku: 'SKU %{sku} is already used by another variant in this business',
        noSalesWarehouse: 'Choose a sales warehouse: the business has no warehouse named General',
        weightInvalid: 'Weight must be a number of at least 0',
        mustBeQuantity: 'Must be a whole number of at least 0',
        attributeNameRequired: 'Attribute name is required',
        tooManyImages: 'At most %{n} images',
        commentRequired: 'Comment is required',
        ratingRange: 'Rating must be a whole number from 1 to 5',
        invalidDate: 'Dates must be YYYY-MM-DD or an ISO date-time',
      },
    },
    suppliers: {
      categoryInUse: 'This category is used by %{n} supplier(s); change their category first',
    },
    purchasing: {
      itemsRequired: 'Add at least one item',
      lastItem: 'A purchase keeps at least one item; delete the purchase instead',
      purchase: {
        notCreated: 'Items can be changed only while the purchase is CREATED',
        submit: 'Only a CREATED purchase can be submitted',
        receive: 'Only a SUBMITTED purchase can be received',
        cancel: 'Only a CREATED or SUBMITTED purchase can be cancelled',
        deleteReceived: 'A received purchase cannot be deleted: its purchase receipt refers to it',
      },
      receipt: {
        alreadyReceived: 'This purchase receipt has already been received',
        notPending: 'Only a pending purchase receipt can be received',
        changeReceived: 'A received purchase receipt cannot be changed',
        cancelled: 'This purchase receipt is cancelled',
        deleteReceived: 'A received purchase receipt cannot be deleted',
      },
      supplierInUse: 'This supplier has purchases or purchase receipts, so it cannot be deleted',
      warehouseInUse: 'This warehouse has purchase receipts, so it cannot be deleted',
    },
    stock: {
      warehouse: {
        generalDelete: 'The General warehouse cannot be deleted',
        generalRename: 'The General warehouse cannot be renamed',
        generalExists: 'This business already has a General warehouse',
        holdsStock:
          'This warehouse holds stock and cannot be deleted; transfer or reconcile its stock first',
      },
      entry: {
        notManual:
          'Only manual and reconciliation entries can be deleted; this one belongs to another record',
        alreadyReversed: 'This stock entry has already been reversed',
      },
      usage: {
        confirmed:
          'This stock usage is confirmed: it cannot be confirmed again, edited, cancelled or deleted',
        cancelled:
          'This stock usage is cancelled: it cannot be confirmed, edited or cancelled again',
      },
    },
    firstRun: {
      validation: {
        keysRequired: 'Tick at least one starter service',
        unknownStarter: 'Not one of the starter services',
      },
    },
  },
};
