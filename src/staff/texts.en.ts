import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the staff area's screens (staff detail, working hours, permissions, invitation,
 * outbox): loaded with the area's chunk by src/staff/texts.ts, not part of the first load. The
 * working hours' checks and day names, which the server speaks too, are in
 * texts/areas/workingHours.en.ts.
 */
export const staffScreensEnglish = {
  saluni: {
    staff: {
      workingHours: {
        title: 'Working hours',
        hint: 'In the business time zone',
        working: 'Works',
        start: 'Start',
        end: 'End',
      },
      detail: {
        title: 'Staff member',
        jobTitle: 'Job title',
        noJobTitle: 'No job title',
        edit: 'Edit',
        back: 'All staff',
        notFound: 'This staff member does not exist',
      },
      export: 'Export',
      permissions: {
        title: 'Permissions',
        module: 'Module',
        save: 'Save permissions',
        noAccount:
          'Give this staff member an email to invite them; permissions apply to their sign-in.',
        notStaff: 'This person owns or runs the business and may already do everything.',
        actions: { read: 'Read', create: 'Create', update: 'Update', delete: 'Delete' },
        presets: {
          intro: 'Start from a role, then adjust the boxes:',
          empty: 'This staff member may do nothing yet. Start from a role, then adjust the boxes:',
          receptionist: 'Receptionist',
          stylist: 'Stylist',
          manager: 'Manager',
          unsaved: 'Not saved yet: review the boxes, then save.',
        },
        modules: {
          clientsProfile: 'Clients - Profile',
          clientsConsultationForms: 'Clients - Consultation forms',
          clientsCategories: 'Clients - Categories',
          clientsFeedback: 'Clients - Feedback',
          staffAll: 'Staff - All staff',
          staffPermissions: 'Staff - Permissions',
          staffJobTitles: 'Staff - Job titles',
          servicesAll: 'Services - All services',
          servicesCategories: 'Services - Categories',
          servicesPackages: 'Services - Service packages',
          servicesRooms: 'Services - Service rooms',
          memberships: 'Memberships',
          giftVouchers: 'Marketing - Gift vouchers',
          products: 'Inventory - Products',
          productCategories: 'Inventory - Product categories',
          productOptions: 'Inventory - Options',
          warehouses: 'Inventory - Warehouses',
          stock: 'Inventory - Stock',
          suppliers: 'Inventory - Suppliers',
          purchases: 'Inventory - Purchase Requests',
          purchaseReceipts: 'Inventory - Purchase Receipts',
          stockUsage: 'Inventory - Stock Usage',
          businessSettings: 'Settings - Business',
          appointments: 'Appointments',
          clientMessages: 'Marketing - Client e-mail and SMS',
          smsBundles: 'Settings - SMS bundles',
          checkout: 'Sales - Checkout',
          discounts: 'Sales - Discounts',
          cashUp: 'Sales - Cash-up',
          pay: 'Staff - Pay and commission',
          orders: 'Products - Orders',
          salesLedger: 'Products - Sales ledger',
          reportsSales: 'Reports - Sales',
          reportsClient: 'Reports - Clients',
        },
      },
      invitation: {
        title: 'Join your salon on Saluni',
        intro: 'Choose a password to sign in as %{email}.',
        password: 'Password',
        accept: 'Set password and sign in',
        signInFirst:
          'You already have a Saluni account as %{email}. Sign in with it, then open this link again to join.',
        signIn: 'Sign in',
        join: 'Join %{business}',
      },
      outbox: {
        title: 'Outbox',
        empty: 'No messages yet',
        channel: 'Channel',
        recipient: 'Recipient',
        subject: 'Subject',
        status: 'Status',
        attempts: 'Attempts',
        createdAt: 'Written',
        statuses: { pending: 'Pending', sent: 'Sent', failed: 'Failed' },
      },
    },
  },
} satisfies MessageTree;
