/**
 * The assessment aggregate. Its rules: a request names at least one service and, for a
 * visitor, how to reach them; assessors are assigned with a date and a start time; the
 * work is booked from an assessment once.
 */
import { DomainError, type Decider } from '../commands/decider.js';
import type { StoredFile } from '../bookings/bookingEvents.js';
import { isDate } from '../schedules/manilaTime.js';
import type { AssessmentEvent, AssessmentRequested } from './assessmentEvents.js';

export interface AssessorVisit {
  primary: string[];
  secondary: string[];
  date: string;
  time: string;
}

export type AssessmentState =
  | { status: 'absent' }
  | { status: 'requested'; request: AssessmentRequested; visit: AssessorVisit | null; documents: (StoredFile & { uploadedBy: string })[]; bookingId: string | null };

export type AssessmentCommand =
  | ({ type: 'RequestAssessment' } & AssessmentRequested)
  | ({ type: 'AssignAssessors'; assessmentId: string } & AssessorVisit)
  | { type: 'UploadAssessmentDocuments'; assessmentId: string; uploadedBy: string; role: 'assessor' | 'administrator'; files: StoredFile[] }
  | { type: 'BookAssessment'; assessmentId: string; bookingId: string };

export const ALREADY_BOOKED = 'This assessment has already been booked.';

const invalid = (field: string, message: string) => new DomainError('invalid', message, field);

function requested(state: AssessmentState) {
  if (state.status !== 'requested') throw new DomainError('not_found', 'Assessment not found.');
  return state;
}

function request(command: Extract<AssessmentCommand, { type: 'RequestAssessment' }>, state: AssessmentState): AssessmentEvent[] {
  if (state.status !== 'absent') throw new DomainError('conflict', 'The assessment already exists.');
  const { type: _, ...data } = command;
  if (data.services.length === 0) throw invalid('services', 'The services field is required.');
  // A visitor is reached only by what they typed; a customer's details come from the account.
  if (data.contact.customerId === null) {
    const { firstName, lastName, contactNumber, email } = data.contact;
    const typed = { first_name: firstName, last_name: lastName, contact_number: contactNumber ?? '', email };
    for (const [field, value] of Object.entries(typed)) {
      if (!value.trim()) throw invalid(field, `The ${field.replace('_', ' ')} field is required.`);
    }
  }
  if (data.preferredDate !== null && !isDate(data.preferredDate)) throw invalid('date', 'The date is not a valid date.');
  return [{ type: 'AssessmentRequested', data }];
}

function assign(command: Extract<AssessmentCommand, { type: 'AssignAssessors' }>, state: AssessmentState): AssessmentEvent[] {
  const current = requested(state);
  const { assessmentId, primary, secondary, date, time } = command;
  if (primary.length === 0) throw invalid('primaryAssessors', 'The assessor field is required.');
  if (new Set([...primary, ...secondary]).size !== primary.length + secondary.length) {
    throw invalid('secondaryAssessors', 'An assessor is chosen twice, or as both primary and secondary.');
  }
  if (!isDate(date)) throw invalid('date', 'The schedule date field is required.');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw invalid('time', 'The start time field is required.');
  if (current.bookingId) throw new DomainError('conflict', ALREADY_BOOKED);
  const visit = { primary, secondary, date, time };
  if (JSON.stringify(current.visit) === JSON.stringify(visit)) return [];
  return [{ type: 'AssessorsAssigned', data: { assessmentId, ...visit } }];
}

function upload(command: Extract<AssessmentCommand, { type: 'UploadAssessmentDocuments' }>, state: AssessmentState): AssessmentEvent[] {
  const { visit } = requested(state);
  const { assessmentId, uploadedBy, role, files } = command;
  if (files.length === 0) throw invalid('documents', 'The documents field is required.');
  const assigned = visit !== null && [...visit.primary, ...visit.secondary].includes(uploadedBy);
  if (role === 'assessor' && !assigned) throw new DomainError('forbidden', 'You are not assigned to this assessment.');
  return [{ type: 'AssessmentDocumentsUploaded', data: { assessmentId, uploadedBy, files } }];
}

function book(command: Extract<AssessmentCommand, { type: 'BookAssessment' }>, state: AssessmentState): AssessmentEvent[] {
  const { bookingId } = requested(state);
  // The same booking recorded again (a retried admin booking form) changes nothing.
  if (bookingId === command.bookingId) return [];
  if (bookingId) throw new DomainError('conflict', ALREADY_BOOKED);
  return [{ type: 'AssessmentBooked', data: { assessmentId: command.assessmentId, bookingId: command.bookingId } }];
}

export function decide(command: AssessmentCommand, state: AssessmentState): AssessmentEvent[] {
  switch (command.type) {
    case 'RequestAssessment':
      return request(command, state);
    case 'AssignAssessors':
      return assign(command, state);
    case 'UploadAssessmentDocuments':
      return upload(command, state);
    case 'BookAssessment':
      return book(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: AssessmentState, event: AssessmentEvent): AssessmentState {
  if (event.type === 'AssessmentRequested') return { status: 'requested', request: event.data, visit: null, documents: [], bookingId: null };
  if (state.status !== 'requested') return state;
  switch (event.type) {
    case 'AssessorsAssigned': {
      const { assessmentId: _, ...visit } = event.data;
      return { ...state, visit };
    }
    case 'AssessmentDocumentsUploaded':
      return { ...state, documents: [...state.documents, ...event.data.files.map((f) => ({ ...f, uploadedBy: event.data.uploadedBy }))] };
    case 'AssessmentBooked':
      return { ...state, bookingId: event.data.bookingId };
  }
}

/** The admin list's Booked column. */
export const bookedLabel = (state: AssessmentState) => (state.status === 'requested' && state.bookingId ? 'YES' : 'No Booking');

export const assessmentDecider: Decider<AssessmentCommand, AssessmentEvent, AssessmentState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'absent' }),
};
