import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider.js';
import { deciderSpec } from '../commands/deciderSpec.js';
import { ALREADY_BOOKED, assessmentDecider, bookedLabel } from './assessmentDecider.js';
import type { AssessmentEvent, AssessmentRequested } from './assessmentEvents.js';

const assessmentId = '7e6d5c4b-3a29-4817-8615-141312111009';
const bookingId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const assessor = (n: number) => `00000000-0000-4000-8000-00000000001${n}`;
const { given } = deciderSpec(assessmentDecider);

const request: AssessmentRequested = {
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
const requested: AssessmentEvent = { type: 'AssessmentRequested', data: request };
const assign = { type: 'AssignAssessors' as const, assessmentId, primary: [assessor(1)], secondary: [assessor(2)], date: '2026-12-05', time: '09:30' };
const assigned: Extract<AssessmentEvent, { type: 'AssessorsAssigned' }> = { type: 'AssessorsAssigned', data: { assessmentId, primary: [assessor(1)], secondary: [assessor(2)], date: '2026-12-05', time: '09:30' } };
const book = (id = bookingId) => ({ type: 'BookAssessment' as const, assessmentId, bookingId: id });
const booked: AssessmentEvent = { type: 'AssessmentBooked', data: { assessmentId, bookingId } };
const files = [{ fileLink: '/uploads/documents/9c1e.pdf', fileName: 'checklist.pdf' }];

describe('requesting an assessment (Request a Call)', () => {
  it('records a visitor’s request with their contact details', () => {
    given([]).when({ type: 'RequestAssessment', ...request }).then([requested]);
  });

  it('at least one service; a visitor must leave first name, last name, contact number and email', () => {
    given([]).when({ type: 'RequestAssessment', ...request, services: [] }).thenThrows('invalid', 'services field is required');
    given([]).when({ type: 'RequestAssessment', ...request, contact: { ...request.contact, contactNumber: null } }).thenThrows('invalid', 'contact number field is required');
    given([]).when({ type: 'RequestAssessment', ...request, contact: { ...request.contact, firstName: ' ' } }).thenThrows('invalid', 'first name');
  });

  it('a customer’s request takes the account as it is, even without a contact number', () => {
    const contact = { ...request.contact, customerId: '0d6f7a3e-2b1c-4c5d-8e9f-1a2b3c4d5e6f', contactNumber: null };
    given([]).when({ type: 'RequestAssessment', ...request, contact }).then([{ type: 'AssessmentRequested', data: { ...request, contact } }]);
  });

  it('refuses a second request on the same id and a preferred date that is not a date', () => {
    given([requested]).when({ type: 'RequestAssessment', ...request }).thenThrows('conflict');
    given([]).when({ type: 'RequestAssessment', ...request, preferredDate: '2026-02-30' }).thenThrows('invalid', 'not a valid date');
  });
});

describe('assigning assessors', () => {
  it('with an assessor, a date and a start time', () => {
    given([requested]).when(assign).then([assigned]);
    given([requested]).when({ ...assign, primary: [] }).thenThrows('invalid', 'assessor field is required');
    given([requested]).when({ ...assign, date: '' }).thenThrows('invalid', 'schedule date field is required');
    given([requested]).when({ ...assign, time: '9:30' }).thenThrows('invalid', 'start time field is required');
  });

  it('nobody twice, nobody both primary and secondary', () => {
    given([requested]).when({ ...assign, secondary: [assessor(1)] }).thenThrows('invalid', 'both primary and secondary');
    given([requested]).when({ ...assign, primary: [assessor(1), assessor(1)], secondary: [] }).thenThrows('invalid', 'twice');
  });

  it('reassigning replaces the visit; the same visit again changes nothing; not once booked; not an unknown request', () => {
    given([requested, assigned]).when(assign).then([]);
    given([requested, assigned]).when({ ...assign, time: '13:00' }).then([{ type: 'AssessorsAssigned', data: { ...assigned.data, time: '13:00' } }]);
    given([requested, assigned, booked]).when({ ...assign, time: '13:00' }).thenThrows('conflict', ALREADY_BOOKED);
    given([]).when(assign).thenThrows('not_found');
  });
});

describe('documents of an assessment', () => {
  it('an assigned assessor or an administrator uploads; another assessor is forbidden', () => {
    const upload = (uploadedBy: string, role: 'assessor' | 'administrator') => ({ type: 'UploadAssessmentDocuments' as const, assessmentId, uploadedBy, role, files });
    given([requested, assigned]).when(upload(assessor(2), 'assessor')).then([{ type: 'AssessmentDocumentsUploaded', data: { assessmentId, uploadedBy: assessor(2), files } }]);
    given([requested, assigned]).when(upload(assessor(3), 'assessor')).thenThrows('forbidden');
    given([requested]).when(upload(assessor(3), 'administrator')).then([{ type: 'AssessmentDocumentsUploaded', data: { assessmentId, uploadedBy: assessor(3), files } }]);
    given([requested]).when({ ...upload(assessor(3), 'administrator'), files: [] }).thenThrows('invalid', 'documents field is required');
  });
});

describe('booking from an assessment', () => {
  it('books once; the same booking again changes nothing; another booking is refused', () => {
    given([requested]).when(book()).then([booked]);
    given([requested, booked]).when(book()).then([]);
    given([requested, booked]).when(book('5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f')).thenThrows('conflict', ALREADY_BOOKED);
    given([]).when(book()).thenThrows('not_found');
  });

  it('the admin list reads YES once booked, No Booking before', () => {
    expect(bookedLabel(fold(assessmentDecider, [requested]))).toBe('No Booking');
    expect(bookedLabel(fold(assessmentDecider, [requested, booked]))).toBe('YES');
  });
});
