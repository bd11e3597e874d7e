/**
 * The demo's month of work, as what people did: who booked what for which slot, and what
 * happened to it after. Days count from the first start's date in Manila (0 is that day);
 * `slot` picks one of the demo slots' start times. loadDemoBookings.ts plays it back.
 */
import type { Gateway } from '@app/core/bookings/pricing';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  address: DemoAddress;
  /**
   * Signed up on the site (books and completes signed in), or a guest who books with
   * their e-mail and manages the booking from its link, never signed in.
   */
  signedUp: boolean;
}

export interface DemoAddress {
  city: string;
  streetAddress: string;
  barangay: string;
  typeOfHome: 'House' | 'Condo' | 'Village' | 'Office';
  apartmentNo: string | null;
}

/** Where the signed-in demo customer (Juan Bautista) lives. */
export const customerAddress: DemoAddress = { city: 'Quezon City', streetAddress: '27 Maginhawa Street', barangay: 'Teachers Village East', typeOfHome: 'House', apartmentNo: null };

// At example.com, a domain reserved for examples: a deployment that asks for demo data and sends mail reaches nobody.
const person = (signedUp: boolean, firstName: string, lastName: string, contactNumber: string, address: DemoAddress): DemoPerson => ({
  signedUp,
  firstName,
  lastName,
  email: `${firstName}.${lastName}`.toLowerCase().replace(/\s+/g, '') + '@example.com',
  contactNumber,
  address,
});

export const people = {
  maricel: person(true, 'Maricel', 'Garcia', '09171234501', { city: 'Makati', streetAddress: '88 Jupiter Street', barangay: 'Bel-Air', typeOfHome: 'Condo', apartmentNo: 'Unit 12B' }),
  paolo: person(true, 'Paolo', 'Mendoza', '09181234502', { city: 'Pasig', streetAddress: '14 Kapitolyo Drive', barangay: 'Kapitolyo', typeOfHome: 'House', apartmentNo: null }),
  liza: person(false, 'Liza', 'Villanueva', '09191234503', { city: 'Taguig', streetAddress: '5th Avenue corner 26th Street', barangay: 'Fort Bonifacio', typeOfHome: 'Condo', apartmentNo: 'Unit 2304' }),
  ramon: person(false, 'Ramon', 'Aquino', '09201234504', { city: 'Marikina', streetAddress: '31 Gil Fernando Avenue', barangay: 'San Roque', typeOfHome: 'House', apartmentNo: null }),
  grace: person(true, 'Grace', 'Tan', '09211234505', { city: 'San Juan', streetAddress: '7 Wilson Street', barangay: 'Greenhills', typeOfHome: 'Village', apartmentNo: null }),
  miguel: person(true, 'Miguel', 'Ramos', '09221234506', { city: 'Mandaluyong', streetAddress: '102 Shaw Boulevard', barangay: 'Wack-Wack', typeOfHome: 'Office', apartmentNo: '3rd floor' }),
  bea: person(true, 'Bea', 'Soriano', '09231234507', { city: 'Parañaque', streetAddress: '19 Aguirre Avenue', barangay: 'BF Homes', typeOfHome: 'Village', apartmentNo: null }),
  carlo: person(true, 'Carlo', 'Navarro', '09241234508', { city: 'Manila', streetAddress: '640 Padre Faura Street', barangay: 'Ermita', typeOfHome: 'Condo', apartmentNo: 'Unit 9F' }),
};

/** A cart line: `service` is 'Category/Service' of the demo catalogue. */
export interface DemoLine {
  service: string;
  /** The price quoted after an assessment; the catalogue's otherwise. */
  price?: number;
  quantity: number;
  location: string;
}

/**
 * What happened after placing, in order. Each step is a command of the person whose
 * screen has that button: the customer pays on the gateway and asks to rebook or cancel;
 * the administrator assigns manongs and answers requests; the manong confirms and times
 * in and out; the customer completes the work with feedback.
 */
export type DemoStep =
  | 'pay'
  | 'failPayment'
  | 'assignManong'
  | 'confirm'
  | 'timeIn'
  | 'timeOut'
  | { complete: string }
  | { requestRebook: { day: number; slot: number } }
  | 'fulfilRebook'
  | { requestCancellation: { reason: string; bankAccount: string } }
  | 'acceptCancellation'
  | 'cancelPending'
  | 'cancelByAdmin';

export interface DemoBooking {
  /** Names the booking's id, so a later start finds it. */
  key: string;
  /** Whose booking: the demo customer (Juan Bautista) or one of `people`. */
  by: 'customer' | keyof typeof people;
  /** Placed by the administrator on the console's booking form (for a customer with a saved address), not on the site. */
  viaOffice?: boolean;
  /** The assessment the office booked the work from (its lines carry the quoted price). */
  assessment?: string;
  lines: DemoLine[];
  gateway: Gateway;
  coupon?: boolean;
  day: number;
  slot: number;
  /** The day the booking was placed (0 or before). */
  placed: number;
  steps: DemoStep[];
}

const done = (feedback: string): DemoStep[] => ['pay', 'assignManong', 'confirm', 'timeIn', 'timeOut', { complete: feedback }];
const confirmed: DemoStep[] = ['pay', 'assignManong', 'confirm'];
const refund = { reason: 'We will be out of town on that date.', bankAccount: 'BPI Savings 1234-5678-90, Liza Villanueva' };

export const demoBookings: DemoBooking[] = [
  // Finished, with the customers' feedback.
  { key: 'b01', by: 'maricel', lines: [{ service: 'Aircon Cleaning/Split type (1.0 to 1.5 HP)', quantity: 2, location: 'Bedroom' }], gateway: 'xendit', day: -24, slot: 0, placed: -27, steps: done('Very neat work, the aircon is cold again. Salamat po!') },
  { key: 'b02', by: 'customer', lines: [{ service: 'Plumbing/Faucet replacement', quantity: 2, location: 'Kitchen' }], gateway: 'xendit', day: -21, slot: 1, placed: -23, steps: done('Arrived on time and cleaned up after.') },
  { key: 'b03', by: 'paolo', lines: [{ service: 'Electrical/Light fixture installation', quantity: 3, location: 'Living Room' }], gateway: 'tendopay', day: -18, slot: 2, placed: -22, steps: done('Good job on the pendant lights.') },
  { key: 'b04', by: 'bea', lines: [{ service: 'Painting/Interior wall repainting', quantity: 30, location: 'Bedroom' }], gateway: 'xendit', coupon: true, day: -14, slot: 0, placed: -19, steps: done('Two coats as promised, no drips. Will book again.') },
  { key: 'b05', by: 'customer', lines: [{ service: 'Aircon Repair/Check-up and diagnosis', quantity: 1, location: 'Home Office' }], gateway: 'xendit', day: -11, slot: 3, placed: -13, steps: done('Found the problem fast.') },
  { key: 'b06', by: 'miguel', lines: [{ service: 'Carpentry/Door repair or re-alignment', quantity: 2, location: 'Home Office' }], gateway: 'tendopay', day: -7, slot: 1, placed: -10, steps: done('Doors close properly now.') },
  { key: 'b07', by: 'carlo', lines: [{ service: 'Plumbing/Declogging of sink or drain', quantity: 1, location: 'Bathroom' }], gateway: 'xendit', day: -3, slot: 2, placed: -5, steps: done('Quick and polite. Drain works fine.') },
  { key: 'b08', by: 'grace', lines: [{ service: 'Aircon Cleaning/Window type (1.5 HP and up)', quantity: 3, location: 'Bedroom' }], gateway: 'xendit', day: -1, slot: 0, placed: -5, steps: done('All three units cleaned in one visit.') },
  // Called off: a pending booking by its customer, a paid one on request, an unpaid one by the office.
  { key: 'b09', by: 'customer', lines: [{ service: 'Electrical/Outlet or switch installation', quantity: 2, location: 'Kitchen' }], gateway: 'xendit', day: -16, slot: 1, placed: -19, steps: ['cancelPending'] },
  { key: 'b10', by: 'liza', lines: [{ service: 'Aircon Cleaning/Split type (2.0 to 3.0 HP)', quantity: 1, location: 'Living Room' }], gateway: 'xendit', day: -9, slot: 3, placed: -13, steps: ['pay', { requestCancellation: refund }, 'acceptCancellation'] },
  { key: 'b11', by: 'paolo', lines: [{ service: 'Carpentry/Cabinet hinge and door repair', quantity: 2, location: 'Kitchen' }], gateway: 'xendit', day: -4, slot: 1, placed: -7, steps: ['failPayment', 'cancelByAdmin'] },
  // Today: one at work, one done and waiting for the customer's completion.
  { key: 'b12', by: 'customer', lines: [{ service: 'Aircon Cleaning/Split type (1.0 to 1.5 HP)', quantity: 1, location: 'Bedroom' }], gateway: 'xendit', day: 0, slot: 0, placed: -3, steps: [...confirmed, 'timeIn', 'timeOut'] },
  { key: 'b13', by: 'maricel', lines: [{ service: 'Plumbing/Toilet repair', quantity: 1, location: 'Bathroom' }], gateway: 'xendit', day: 0, slot: 1, placed: -2, steps: [...confirmed, 'timeIn'] },
  // Coming up: confirmed by the manong, assigned and waiting for his answer, paid, unpaid.
  { key: 'b14', by: 'customer', viaOffice: true, lines: [{ service: 'Electrical/Circuit breaker replacement', quantity: 1, location: 'Garage' }], gateway: 'xendit', day: 1, slot: 1, placed: -3, steps: confirmed },
  { key: 'b15', by: 'bea', lines: [{ service: 'Aircon Repair/Freon recharge (R32/R410A)', quantity: 1, location: 'Living Room' }], gateway: 'tendopay', day: 2, slot: 2, placed: -1, steps: confirmed },
  { key: 'b16', by: 'carlo', lines: [{ service: 'Painting/Ceiling repainting', quantity: 20, location: 'Living Room' }], gateway: 'xendit', day: 3, slot: 0, placed: -1, steps: ['pay', 'assignManong'] },
  { key: 'b17', by: 'grace', lines: [{ service: 'Plumbing/Faucet replacement', quantity: 1, location: 'Kitchen' }], gateway: 'xendit', coupon: true, day: 4, slot: 3, placed: -2, steps: ['pay', 'assignManong'] },
  { key: 'b18', by: 'miguel', lines: [{ service: 'Electrical/Outlet or switch installation', quantity: 4, location: 'Home Office' }], gateway: 'xendit', day: 5, slot: 1, placed: -1, steps: ['pay'] },
  { key: 'b19', by: 'customer', lines: [{ service: 'Carpentry/Door repair or re-alignment', quantity: 1, location: 'Bedroom' }], gateway: 'tendopay', day: 8, slot: 2, placed: -4, steps: ['pay'] },
  { key: 'b20', by: 'paolo', lines: [{ service: 'Aircon Cleaning/Window type (up to 1.0 HP)', quantity: 2, location: 'Bedroom' }], gateway: 'xendit', day: 3, slot: 2, placed: 0, steps: [] },
  { key: 'b21', by: 'liza', lines: [{ service: 'Aircon Repair/Capacitor replacement', quantity: 1, location: 'Living Room' }], gateway: 'xendit', day: 6, slot: 0, placed: -1, steps: ['failPayment'] },
  // Customers' requests waiting for the office, and a rebooking the office granted.
  { key: 'b22', by: 'ramon', lines: [{ service: 'Plumbing/Declogging of sink or drain', quantity: 2, location: 'Kitchen' }], gateway: 'xendit', day: 2, slot: 0, placed: -2, steps: ['pay', { requestRebook: { day: 9, slot: 1 } }] },
  { key: 'b23', by: 'liza', lines: [{ service: 'Electrical/Light fixture installation', quantity: 2, location: 'Dining Area' }], gateway: 'xendit', day: 7, slot: 3, placed: -3, steps: ['pay', { requestCancellation: refund }] },
  { key: 'b24', by: 'customer', lines: [{ service: 'Aircon Cleaning/Split type (2.0 to 3.0 HP)', quantity: 1, location: 'Living Room' }], gateway: 'xendit', day: 1, slot: 3, placed: -3, steps: ['pay', { requestRebook: { day: 10, slot: 0 } }, 'fulfilRebook'] },
  // The work quoted after Grace Tan's assessment, booked by the office.
  {
    key: 'b26',
    by: 'grace',
    viaOffice: true,
    assessment: 'a3',
    lines: [{ service: 'Electrical Rewiring/House rewiring', price: 45_000, quantity: 1, location: 'Living Room' }],
    gateway: 'xendit',
    day: 6,
    slot: 2,
    placed: -6,
    steps: ['pay'],
  },
  { key: 'b25', by: 'maricel', lines: [{ service: 'Painting/Interior wall repainting', quantity: 12, location: 'Home Office' }], gateway: 'xendit', day: 12, slot: 1, placed: -2, steps: ['pay'] },
];

/** Requests for an on-site assessment: one new, one with its assessor confirmed, one visited and booked (b26). */
export interface DemoAssessment {
  key: string;
  by: 'customer' | keyof typeof people;
  category: string;
  services: string[];
  /** Days from the first start the request was sent. */
  requested: number;
  preferred: number | null;
  /** The assessor's visit, as the administrator set it; whether she confirmed it, and went. */
  visit?: { day: number; time: string; confirmed: boolean; visited: boolean };
}

export const demoAssessments: DemoAssessment[] = [
  { key: 'a1', by: 'ramon', category: 'Roofing and Waterproofing', services: ['Roof leak repair'], requested: -1, preferred: 4 },
  { key: 'a2', by: 'customer', category: 'Home Renovation', services: ['Kitchen renovation', 'Tiling works'], requested: -4, preferred: 3, visit: { day: 3, time: '10:00', confirmed: true, visited: false } },
  {
    key: 'a3',
    by: 'grace',
    category: 'Electrical Rewiring',
    services: ['House rewiring'],
    requested: -12,
    preferred: -8,
    visit: { day: -8, time: '09:00', confirmed: true, visited: true },
  },
];
