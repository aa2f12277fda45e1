import type { DemoSalon } from './salon';

/** The Sydney salon: the same kind of business in New South Wales, in Australian dollars. */
export const SYDNEY_SALON: DemoSalon = {
  business: {
    name: 'Saluni Sydney Salon',
    country: 'AU',
    timezone: 'Australia/Sydney',
    currency: 'AUD',
    state: 'NSW',
    appointmentGapInMinutes: 15,
  },
  jobTitles: ['Senior Stylist', 'Colourist', 'Nail Technician', 'Receptionist'],
  serviceCategories: ['Hair', 'Nails', 'Massage', 'Skin Care'],
  serviceRooms: [
    { name: 'Styling Floor', description: 'Eight chairs facing Crown Street', capacity: 8 },
    { name: 'Treatment Room', description: 'Massage table and facial steamer', capacity: 1 },
    { name: 'Nail Bar', capacity: 4 },
  ],
  clientCategories: ['VIP', 'Regular', 'Bridal'],
  staff: [
    { fullName: 'Chloe Anderson', phone: '+61412000101', jobTitle: 'Senior Stylist' },
    { fullName: 'Liam Nguyen', phone: '+61412000102', jobTitle: 'Colourist', shortSaturday: true },
    { fullName: 'Priya Sharma', jobTitle: 'Nail Technician' },
  ],
  services: [
    {
      name: "Women's Cut and Blow Wave",
      category: 'Hair',
      description: 'Wash, cut and blow wave',
      advancedPricing: [
        { name: 'Short hair', price: 85, durationInMinutes: 40 },
        { name: 'Long hair', price: 110, durationInMinutes: 60 },
      ],
    },
    {
      name: 'Full Head Foils',
      category: 'Hair',
      advancedPricing: [
        { name: 'Medium length', price: 220, durationInMinutes: 120 },
        { name: 'Long length', price: 260, durationInMinutes: 150 },
      ],
    },
    {
      name: 'Gel Manicure',
      category: 'Nails',
      advancedPricing: [{ price: 55, durationInMinutes: 40 }],
    },
    {
      name: 'Remedial Massage',
      category: 'Massage',
      advancedPricing: [
        { name: 'Half hour', price: 75, durationInMinutes: 30 },
        { name: 'Full hour', price: 120, durationInMinutes: 60 },
      ],
    },
    {
      name: 'Hydrating Facial',
      category: 'Skin Care',
      advancedPricing: [{ price: 135, durationInMinutes: 60 }],
    },
  ],
  servicePackages: [
    {
      name: 'Spa Escape',
      services: ['Remedial Massage', 'Hydrating Facial', 'Gel Manicure'],
      price: '280',
    },
    {
      name: 'Three Blow Waves',
      services: [
        "Women's Cut and Blow Wave",
        "Women's Cut and Blow Wave",
        "Women's Cut and Blow Wave",
      ],
      price: '230',
    },
  ],
  clients: [
    {
      fullName: 'Olivia Thompson',
      phone: '+61412345678',
      email: 'olivia.thompson@example.com',
      gender: 'Female',
      address: 'Surry Hills NSW 2010',
      categories: ['VIP'],
    },
    {
      fullName: 'Jack Wilson',
      phone: '+61423456789',
      email: 'jack.wilson@example.com',
      gender: 'Male',
      address: 'Newtown NSW 2042',
      categories: ['Regular'],
    },
    {
      fullName: 'Mia Chen',
      phone: '+61434567890',
      email: 'mia.chen@example.com',
      gender: 'Female',
      address: null,
      categories: ['Bridal', 'VIP'],
    },
    {
      fullName: 'Noah Williams',
      phone: null,
      email: 'noah.williams@example.com',
      gender: 'Male',
      address: 'Bondi NSW 2026',
      categories: [],
    },
    {
      fullName: 'Grace Mutua',
      phone: '+254712345679',
      email: 'grace.mutua@example.com',
      gender: 'Female',
      address: null,
      categories: ['Regular'],
    },
  ],
  googleReviews: [
    {
      reviewer: 'Emily Brown',
      rating: 5,
      comment: 'Best balayage in Surry Hills, worth every cent.',
      reviewedOn: '2026-01-19',
    },
    {
      reviewer: 'Tom Harris',
      rating: 4,
      comment: 'Great cut, parking is hard on Crown Street.',
      reviewedOn: '2026-02-10',
    },
    {
      reviewer: 'Sophie Martin',
      rating: 5,
      comment: 'Lovely massage and friendly team.',
      reviewedOn: '2026-03-02',
    },
    { reviewer: 'Daniel Lee', rating: 3, comment: null, reviewedOn: '2026-03-15' },
  ],
  feedback: [
    { rating: 5, comment: 'Loved the new foils.' },
    { rating: 4, comment: 'Neat manicure, started a little late.' },
  ],
  memberships: [
    {
      name: 'Blow Wave Club',
      description: 'A wash and blow wave every week',
      price: { monthly: 180, yearly: 1900 },
      duration: { value: 1, duration_type: 'month' },
    },
    {
      name: 'Massage Regular',
      description: 'One remedial massage a week',
      price: { weekly: 65, monthly: 240 },
      duration: { value: 4, duration_type: 'week' },
    },
    { name: 'Nail Club', price: { monthly: 99 }, duration: null },
  ],
  vouchers: [
    { name: 'Birthday Treat', value: '100', saleLimit: 1, validityDays: 365 },
    { name: 'Pamper Day for Two', value: '350', saleLimit: 2, validityDays: 180 },
  ],
  backStore: { name: 'Back Store', location: 'Level 1, 120 Crown Street, Surry Hills' },
  suppliers: {
    categories: ['Hair care', 'Nails'],
    people: [
      {
        fullName: 'Harbour Salon Wholesale',
        phone: '+61412300400',
        email: 'orders@harboursalon.example.com',
        category: 'Hair care',
      },
      {
        fullName: 'Bondi Nail Co',
        phone: '+61298765432',
        email: 'trade@bondinail.example.com',
        category: 'Nails',
      },
    ],
  },
  catalogue: {
    shampoo: { supply: '14.50', retail: '32.95', stock: 18 },
    polish: { supply: '9.90', retail: '24.95', stock: [10, 6, 2] },
    towels: { supply: '45', stock: 4 },
  },
};
