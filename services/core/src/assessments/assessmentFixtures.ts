/** An assessment request and its people, for the specifications of assessments and their reminders. */
import type { AssessmentRequested } from './assessmentEvents.js';

export const assessmentId = '7e6d5c4b-3a29-4817-8615-141312111009';
export const bookingId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const assessor = (n: number) => `00000000-0000-4000-8000-00000000001${n}`;

export const request: AssessmentRequested = {
  assessmentId,
  contact: { customerId: null, firstName: 'Jose', lastName: 'Cruz', contactNumber: '+639181234567', email: 'jose@example.ph' },
  category: { id: '44444444-5555-4666-8777-888888888888', name: 'Roof repair' },
  services: [{ serviceId: null, name: 'Leak inspection' }],
  address: {
    addressId: null,
    cityId: '33333333-4444-4555-8666-777777777777',
    cityName: 'Pasig',
    streetAddress: '3 Rizal Ave',
    barangay: 'Kapitolyo',
    typeOfHome: 'House',
    contactNumber: null,
    apartmentNo: null,
  },
  preferredDate: '2026-12-05',
};
