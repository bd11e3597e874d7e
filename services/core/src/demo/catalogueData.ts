/** The demo catalogue: Metro Manila, home services with realistic PHP prices, locations. */

export const demoCities = [
  'Caloocan', 'Las Piñas', 'Makati', 'Malabon', 'Mandaluyong', 'Manila', 'Marikina', 'Muntinlupa', 'Navotas',
  'Parañaque', 'Pasay', 'Pasig', 'Pateros', 'Quezon City', 'San Juan', 'Taguig', 'Valenzuela',
];

export const demoLocations = ['Living Room', 'Bedroom', 'Kitchen', 'Bathroom', 'Dining Area', 'Garage', 'Garden', 'Home Office'];

export interface DemoCategory {
  name: string;
  description: string;
  isFixedPrice: boolean;
  services: { name: string; price: number; perUnit?: string }[];
}

export const demoCategories: DemoCategory[] = [
  {
    name: 'Aircon Cleaning',
    description: 'General cleaning of window and split-type air conditioners: filters, coils, blower and drain line.',
    isFixedPrice: true,
    services: [
      { name: 'Window type (up to 1.0 HP)', price: 800, perUnit: 'unit' },
      { name: 'Window type (1.5 HP and up)', price: 1000, perUnit: 'unit' },
      { name: 'Split type (1.0 to 1.5 HP)', price: 1500, perUnit: 'unit' },
      { name: 'Split type (2.0 to 3.0 HP)', price: 2000, perUnit: 'unit' },
    ],
  },
  {
    name: 'Aircon Repair',
    description: 'Diagnosis and repair of air conditioners that do not cool, leak or make noise.',
    isFixedPrice: true,
    services: [
      { name: 'Check-up and diagnosis', price: 700, perUnit: 'unit' },
      { name: 'Freon recharge (R32/R410A)', price: 2500, perUnit: 'unit' },
      { name: 'Capacitor replacement', price: 1800, perUnit: 'unit' },
    ],
  },
  {
    name: 'Electrical',
    description: 'Licensed electricians for outlets, switches, lights and breakers.',
    isFixedPrice: true,
    services: [
      { name: 'Outlet or switch installation', price: 650, perUnit: 'piece' },
      { name: 'Light fixture installation', price: 800, perUnit: 'piece' },
      { name: 'Circuit breaker replacement', price: 1200, perUnit: 'piece' },
    ],
  },
  {
    name: 'Plumbing',
    description: 'Leaks, clogs and fixtures in kitchens and bathrooms.',
    isFixedPrice: true,
    services: [
      { name: 'Faucet replacement', price: 700, perUnit: 'piece' },
      { name: 'Declogging of sink or drain', price: 1200, perUnit: 'drain' },
      { name: 'Toilet repair', price: 1000, perUnit: 'toilet' },
    ],
  },
  {
    name: 'Carpentry',
    description: 'Doors, cabinets and furniture fixed by experienced carpenters.',
    isFixedPrice: true,
    services: [
      { name: 'Door repair or re-alignment', price: 1200, perUnit: 'door' },
      { name: 'Cabinet hinge and door repair', price: 900, perUnit: 'cabinet' },
    ],
  },
  {
    name: 'Painting',
    description: 'Interior repainting with surface preparation and two coats.',
    isFixedPrice: true,
    services: [
      { name: 'Interior wall repainting', price: 150, perUnit: 'sqm' },
      { name: 'Ceiling repainting', price: 180, perUnit: 'sqm' },
    ],
  },
  {
    name: 'Home Renovation',
    description: 'Kitchen and bathroom makeovers, tiling and partitions, quoted after an on-site assessment.',
    isFixedPrice: false,
    services: [
      { name: 'Kitchen renovation', price: 0 },
      { name: 'Bathroom renovation', price: 0 },
      { name: 'Tiling works', price: 0 },
    ],
  },
  {
    name: 'Roofing and Waterproofing',
    description: 'Roof leaks, gutters and waterproofing, quoted after an on-site assessment.',
    isFixedPrice: false,
    services: [
      { name: 'Roof leak repair', price: 0 },
      { name: 'Waterproofing of roof deck', price: 0 },
    ],
  },
  {
    name: 'Electrical Rewiring',
    description: 'Whole-house or partial rewiring, quoted after an on-site assessment.',
    isFixedPrice: false,
    services: [{ name: 'House rewiring', price: 0 }],
  },
];
