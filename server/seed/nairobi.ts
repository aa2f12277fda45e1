import type { DemoSalon } from './salon';

/** The Nairobi salon: the demo business of the spec, in Kenyan shillings. */
export const NAIROBI_SALON: DemoSalon = {
  business: {
    name: 'Saluni Demo Salon',
    country: 'KE',
    timezone: 'Africa/Nairobi',
    currency: 'KES',
    state: null,
    appointmentGapInMinutes: 10,
  },
  jobTitles: ['Senior Stylist', 'Barber', 'Nail Technician', 'Receptionist'],
  serviceCategories: ['Hair', 'Nails', 'Massage', 'Skin Care'],
  serviceRooms: [
    { name: 'Styling Floor', description: 'Six chairs by the window', capacity: 6 },
    { name: 'Spa Room 1', description: 'Massage bed and steam', capacity: 1 },
    { name: 'Nail Bar', capacity: 3 },
  ],
  clientCategories: ['VIP', 'Regular', 'Bridal'],
  staff: [
    { fullName: 'Achieng Odhiambo', phone: '+254712000001', jobTitle: 'Senior Stylist' },
    { fullName: 'Kamau Njoroge', phone: '+254712000002', jobTitle: 'Barber', shortSaturday: true },
    { fullName: 'Wanjiru Mwangi', jobTitle: 'Nail Technician' },
  ],
  services: [
    {
      name: 'Haircut and Blow Dry',
      category: 'Hair',
      description: 'Wash, cut and finish',
      advancedPricing: [
        { name: 'Short hair', price: 1500, durationInMinutes: 40 },
        { name: 'Long hair', price: 2500, durationInMinutes: 60 },
      ],
    },
    {
      name: 'Box Braids',
      category: 'Hair',
      advancedPricing: [
        { name: 'Shoulder length', price: 4500, durationInMinutes: 240 },
        { name: 'Waist length', price: 7000, durationInMinutes: 360 },
      ],
    },
    {
      name: 'Gel Manicure',
      category: 'Nails',
      advancedPricing: [{ price: 1800, durationInMinutes: 60 }],
    },
    {
      name: 'Swedish Massage',
      category: 'Massage',
      advancedPricing: [
        { name: 'Half hour', price: 2500, durationInMinutes: 30 },
        { name: 'Full hour', price: 4000, durationInMinutes: 60 },
      ],
    },
    {
      name: 'Deep Cleansing Facial',
      category: 'Skin Care',
      advancedPricing: [{ price: 3500, durationInMinutes: 90 }],
    },
  ],
  servicePackages: [
    {
      name: 'Pamper Day',
      services: ['Swedish Massage', 'Deep Cleansing Facial', 'Gel Manicure'],
      price: '8500',
    },
    {
      name: 'Three Blow Dries',
      services: ['Haircut and Blow Dry', 'Haircut and Blow Dry', 'Haircut and Blow Dry'],
      price: '4000',
    },
  ],
  clients: [
    {
      fullName: 'Achieng Odhiambo',
      phone: '+254712345678',
      email: 'achieng@example.com',
      gender: 'Female',
      address: 'Kilimani, Nairobi',
      categories: ['VIP'],
    },
    {
      fullName: 'Brian Mwangi',
      phone: '+254722000111',
      email: 'brian.mwangi@example.com',
      gender: 'Male',
      address: 'Westlands, Nairobi',
      categories: ['Regular'],
    },
    {
      fullName: 'Faith Njeri',
      phone: '+254733222333',
      email: 'faith.njeri@example.com',
      gender: 'Female',
      address: null,
      categories: ['Bridal', 'VIP'],
    },
    {
      fullName: 'Kevin Otieno',
      phone: null,
      email: 'kevin.otieno@example.com',
      gender: 'Male',
      address: 'Karen, Nairobi',
      categories: [],
    },
    {
      fullName: 'Sam Kariuki',
      phone: '+61412345678',
      email: 'sam.kariuki@example.com',
      gender: 'Other',
      address: null,
      categories: ['Regular'],
    },
  ],
  googleReviews: [
    {
      reviewer: 'Njeri Wambui',
      rating: 5,
      comment: 'Best braids in Westlands, and on time.',
      reviewedOn: '2026-01-12',
    },
    {
      reviewer: 'Otieno Ouma',
      rating: 4,
      comment: 'Good fade, a short wait.',
      reviewedOn: '2026-02-03',
    },
    {
      reviewer: 'Grace Mutua',
      rating: 5,
      comment: 'Relaxing massage, friendly staff.',
      reviewedOn: '2026-02-21',
    },
    { reviewer: 'Peter Kiprop', rating: 3, comment: null, reviewedOn: '2026-03-08' },
  ],
  feedback: [
    { rating: 5, comment: 'Loved the new colour.' },
    { rating: 4, comment: 'Great manicure, a little rushed.' },
  ],
  memberships: [
    {
      name: 'Gold Hair Club',
      description: 'Weekly wash and blow-dry',
      price: { monthly: 5000, yearly: 50000 },
      duration: { value: 1, duration_type: 'month' },
    },
    {
      name: 'Spa Regular',
      description: 'One massage a week',
      price: { weekly: 1500, monthly: 5500 },
      duration: { value: 4, duration_type: 'week' },
    },
    { name: 'Nail Lovers', price: { monthly: 3000 }, duration: null },
  ],
  vouchers: [
    { name: 'Birthday Treat', value: '2500', saleLimit: 1, validityDays: 365 },
    { name: 'Spa Day for Two', value: '8000', saleLimit: 2, validityDays: 180 },
  ],
  backStore: { name: 'Back Store', location: 'Upstairs, Kimathi Street' },
  suppliers: {
    categories: ['Hair care', 'Nails', 'Linen'],
    people: [
      {
        fullName: 'Mwangi Beauty Distributors',
        phone: '+254722100200',
        email: 'orders@mwangibeauty.example.com',
        category: 'Hair care',
      },
      {
        fullName: 'Lakeside Nail Supplies',
        phone: '+254733400500',
        email: 'sales@lakesidenails.example.com',
        category: 'Nails',
      },
      {
        fullName: 'Pwani Linen',
        phone: '+254711600700',
        email: 'hello@pwanilinen.example.com',
        category: 'Linen',
      },
    ],
  },
  catalogue: {
    shampoo: { supply: '450', retail: '950', stock: 24 },
    polish: { supply: '300', retail: '700', stock: [12, 5, 0] },
    towels: { supply: '1200', stock: 6 },
  },
};
