import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider.js';
import { deciderSpec } from '../commands/deciderSpec.js';
import { ALREADY_BOOKED, assessmentDecider, assessorTimeInOpensOn, bookedLabel, NOT_SENT, type AssessmentState } from './assessmentDecider.js';
import type { AssessmentEvent } from './assessmentEvents.js';
import { assessmentId, assessor, bookingId, request } from './assessmentFixtures.js';

const { given } = deciderSpec(assessmentDecider);

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

describe('an assessor answers, times in and out (as manongs do on a booking)', () => {
  const answer = (n: number, confirmed: boolean) => ({ type: 'AnswerAssessorVisit' as const, assessmentId, assessorId: assessor(n), confirmed });
  const answered = (n: number, confirmed: boolean): AssessmentEvent => ({ type: 'AssessorAnswered', data: { assessmentId, assessorId: assessor(n), confirmed } });
  // 2026-12-05 in Manila: 09:00 there is 01:00 UTC; 2026-12-04T17:00Z is already the 5th there.
  const onTheDay = '2026-12-05T01:00:00.000Z';
  const timeIn = (n: number, now = onTheDay) => ({ type: 'AssessorTimeIn' as const, assessmentId, assessorId: assessor(n), now });
  const timeOut = (n: number, now = onTheDay) => ({ type: 'AssessorTimeOut' as const, assessmentId, assessorId: assessor(n), now });
  const timedIn: AssessmentEvent = { type: 'AssessorTimedIn', data: { assessmentId, assessorId: assessor(1), at: onTheDay } };

  it('a primary or secondary assessor confirms or declines, once; one not sent is forbidden', () => {
    given([requested, assigned]).when(answer(1, true)).then([answered(1, true)]);
    given([requested, assigned]).when(answer(2, false)).then([answered(2, false)]);
    given([requested, assigned, answered(1, true)]).when(answer(1, false)).thenThrows('conflict', 'already answered');
    given([requested, assigned]).when(answer(3, true)).thenThrows('forbidden', NOT_SENT);
    given([requested]).when(answer(1, true)).thenThrows('forbidden', NOT_SENT);
    given([requested, assigned, booked]).when(answer(1, true)).thenThrows('conflict', ALREADY_BOOKED);
    given([]).when(answer(1, true)).thenThrows('not_found');
  });

  it('a new visit asks everyone again', () => {
    const moved: AssessmentEvent = { type: 'AssessorsAssigned', data: { ...assigned.data, time: '13:00' } };
    given([requested, assigned, answered(1, false), moved]).when(answer(1, true)).then([answered(1, true)]);
    given([requested, assigned, answered(1, true), moved]).when(timeIn(1)).thenThrows('conflict', 'Confirm the assessment');
  });

  it('times in only after confirming, on the visit date in Manila, once', () => {
    given([requested, assigned, answered(1, true)]).when(timeIn(1)).then([timedIn]);
    given([requested, assigned, answered(1, true)]).when(timeIn(1, '2026-12-04T17:00:00.000Z')).then([{ type: 'AssessorTimedIn', data: { assessmentId, assessorId: assessor(1), at: '2026-12-04T17:00:00.000Z' } }]);
    given([requested, assigned, answered(1, true)]).when(timeIn(1, '2026-12-04T15:59:00.000Z')).thenThrows('conflict', 'only on the assessment date');
    given([requested, assigned]).when(timeIn(1)).thenThrows('conflict', 'Confirm the assessment');
    given([requested, assigned, answered(1, false)]).when(timeIn(1)).thenThrows('conflict', 'Confirm the assessment');
    given([requested, assigned, answered(1, true), timedIn]).when(timeIn(1)).thenThrows('conflict', 'already timed in');
    given([requested, assigned, answered(1, true)]).when(timeIn(3)).thenThrows('forbidden', NOT_SENT);
  });

  it('before the visit date its card says when Time In opens; not on the day, nor to one who declined', () => {
    const opens = (history: AssessmentEvent[], now: string) => assessorTimeInOpensOn(fold(assessmentDecider, history) as Extract<AssessmentState, { status: 'requested' }>, assessor(1), now);
    expect(opens([requested, assigned], '2026-12-04T15:59:00.000Z')).toBe('2026-12-05');
    expect(opens([requested, assigned, answered(1, true)], '2026-12-04T15:59:00.000Z')).toBe('2026-12-05');
    expect(opens([requested, assigned, answered(1, true)], '2026-12-04T16:00:00.000Z')).toBeNull();
    expect(opens([requested, assigned, answered(1, false)], '2026-12-04T15:59:00.000Z')).toBeNull();
    expect(opens([requested], '2026-12-04T15:59:00.000Z')).toBeNull();
  });

  it('times out only after timing in, once', () => {
    const out: AssessmentEvent = { type: 'AssessorTimedOut', data: { assessmentId, assessorId: assessor(1), at: '2026-12-05T05:00:00.000Z' } };
    given([requested, assigned, answered(1, true)]).when(timeOut(1)).thenThrows('conflict', 'Time in before timing out');
    given([requested, assigned, answered(1, true), timedIn]).when(timeOut(1, '2026-12-05T05:00:00.000Z')).then([out]);
    given([requested, assigned, answered(1, true), timedIn, out]).when(timeOut(1)).thenThrows('conflict', 'already timed out');
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
