/**
 * The assessment aggregate. Its rules: a request names at least one service and, for a
 * visitor, how to reach them; assessors are assigned with a date and a start time; each
 * assessor answers once, and one who confirmed times in on the visit date (Manila) and
 * then out, as manongs do on a booking; reassigning asks everyone again; the work is
 * booked from an assessment once.
 */
import { DomainError, enforce, type Decider } from '../commands/decider.js';
import type { StoredFile } from '../bookings/bookingEvents.js';
import { isDate, manilaDate } from '../schedules/manilaTime.js';
import type { AssessmentEvent, AssessmentRequested } from './assessmentEvents.js';

export interface AssessorVisit {
  primary: string[];
  secondary: string[];
  date: string;
  time: string;
}

/** An assessor's answer to the current visit, and their time-in and time-out. */
export interface AssessorAnswer {
  confirmed: boolean;
  timedInAt: string | null;
  timedOutAt: string | null;
}

export type AssessmentState =
  | { status: 'absent' }
  | {
      status: 'requested';
      request: AssessmentRequested;
      visit: AssessorVisit | null;
      /** By assessor id; an assessor of the visit without an entry has not answered. */
      answers: Record<string, AssessorAnswer>;
      documents: (StoredFile & { uploadedBy: string })[];
      bookingId: string | null;
    };

export type AssessmentCommand =
  | ({ type: 'RequestAssessment' } & AssessmentRequested)
  | ({ type: 'AssignAssessors'; assessmentId: string } & AssessorVisit)
  | { type: 'UploadAssessmentDocuments'; assessmentId: string; uploadedBy: string; role: 'assessor' | 'administrator'; files: StoredFile[] }
  | { type: 'BookAssessment'; assessmentId: string; bookingId: string }
  | { type: 'AnswerAssessorVisit'; assessmentId: string; assessorId: string; confirmed: boolean }
  | { type: 'AssessorTimeIn'; assessmentId: string; assessorId: string; now: string }
  | { type: 'AssessorTimeOut'; assessmentId: string; assessorId: string; now: string };

export const ALREADY_BOOKED = 'This assessment has already been booked.';
export const NOT_SENT = 'You are not assigned to this assessment.';

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

type Requested = Extract<AssessmentState, { status: 'requested' }>;

/** The assessor is sent on the visit: primary or secondary. */
export const isSent = (state: Requested, assessorId: string) => state.visit !== null && [...state.visit.primary, ...state.visit.secondary].includes(assessorId);

function upload(command: Extract<AssessmentCommand, { type: 'UploadAssessmentDocuments' }>, state: AssessmentState): AssessmentEvent[] {
  const current = requested(state);
  const { assessmentId, uploadedBy, role, files } = command;
  if (files.length === 0) throw invalid('documents', 'The documents field is required.');
  if (role === 'assessor' && !isSent(current, uploadedBy)) throw new DomainError('forbidden', NOT_SENT);
  return [{ type: 'AssessmentDocumentsUploaded', data: { assessmentId, uploadedBy, files } }];
}

function book(command: Extract<AssessmentCommand, { type: 'BookAssessment' }>, state: AssessmentState): AssessmentEvent[] {
  const { bookingId } = requested(state);
  // The same booking recorded again (a retried admin booking form) changes nothing.
  if (bookingId === command.bookingId) return [];
  if (bookingId) throw new DomainError('conflict', ALREADY_BOOKED);
  return [{ type: 'AssessmentBooked', data: { assessmentId: command.assessmentId, bookingId: command.bookingId } }];
}

/** Why the assessor may not answer now (null: they may). Answer buttons show only while unanswered. */
export function assessorAnswerRefusal(state: Requested, assessorId: string): string | null {
  if (state.answers[assessorId]) return 'You have already answered this assessment.';
  if (state.bookingId) return ALREADY_BOOKED;
  return null;
}

/** Time in only after confirming, on the visit date in Manila, not twice. */
export function assessorTimeInRefusal(state: Requested, assessorId: string, now: string): string | null {
  const answer = state.answers[assessorId];
  if (!answer?.confirmed) return 'Confirm the assessment before timing in.';
  if (answer.timedInAt) return 'You have already timed in.';
  if (manilaDate(now) !== state.visit?.date) return 'You can time in only on the assessment date.';
  return null;
}

/** Before the visit date, the date Time In opens (Manila); null once open, or when declined. */
export function assessorTimeInOpensOn(state: Requested, assessorId: string, now: string): string | null {
  const answer = state.answers[assessorId];
  if (!state.visit || (answer && !answer.confirmed)) return null;
  return manilaDate(now) < state.visit.date ? state.visit.date : null;
}

/** Time out only after time-in, once. */
export function assessorTimeOutRefusal(state: Requested, assessorId: string): string | null {
  const answer = state.answers[assessorId];
  if (!answer?.timedInAt) return 'Time in before timing out.';
  if (answer.timedOutAt) return 'You have already timed out.';
  return null;
}

/** The assessor's visit as they act on it; a `forbidden` when they were not sent. */
function sentOn(state: AssessmentState, assessorId: string): Requested {
  const current = requested(state);
  if (!isSent(current, assessorId)) throw new DomainError('forbidden', NOT_SENT);
  return current;
}

function answer(command: Extract<AssessmentCommand, { type: 'AnswerAssessorVisit' }>, state: AssessmentState): AssessmentEvent[] {
  const { assessmentId, assessorId, confirmed } = command;
  enforce(assessorAnswerRefusal(sentOn(state, assessorId), assessorId));
  return [{ type: 'AssessorAnswered', data: { assessmentId, assessorId, confirmed } }];
}

function timeIn(command: Extract<AssessmentCommand, { type: 'AssessorTimeIn' }>, state: AssessmentState): AssessmentEvent[] {
  const { assessmentId, assessorId, now } = command;
  enforce(assessorTimeInRefusal(sentOn(state, assessorId), assessorId, now));
  return [{ type: 'AssessorTimedIn', data: { assessmentId, assessorId, at: now } }];
}

function timeOut(command: Extract<AssessmentCommand, { type: 'AssessorTimeOut' }>, state: AssessmentState): AssessmentEvent[] {
  const { assessmentId, assessorId, now } = command;
  enforce(assessorTimeOutRefusal(sentOn(state, assessorId), assessorId));
  return [{ type: 'AssessorTimedOut', data: { assessmentId, assessorId, at: now } }];
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
    case 'AnswerAssessorVisit':
      return answer(command, state);
    case 'AssessorTimeIn':
      return timeIn(command, state);
    case 'AssessorTimeOut':
      return timeOut(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: AssessmentState, event: AssessmentEvent): AssessmentState {
  if (event.type === 'AssessmentRequested') return { status: 'requested', request: event.data, visit: null, answers: {}, documents: [], bookingId: null };
  if (state.status !== 'requested') return state;
  switch (event.type) {
    case 'AssessorsAssigned': {
      const { assessmentId: _, ...visit } = event.data;
      // A new visit (or team) is a new question: everyone answers again.
      return { ...state, visit, answers: {} };
    }
    case 'AssessorAnswered':
      return { ...state, answers: { ...state.answers, [event.data.assessorId]: { confirmed: event.data.confirmed, timedInAt: null, timedOutAt: null } } };
    case 'AssessorTimedIn':
    case 'AssessorTimedOut': {
      const current = state.answers[event.data.assessorId];
      if (!current) return state;
      const change = event.type === 'AssessorTimedIn' ? { timedInAt: event.data.at } : { timedOutAt: event.data.at };
      return { ...state, answers: { ...state.answers, [event.data.assessorId]: { ...current, ...change } } };
    }
    case 'AssessmentDocumentsUploaded':
      return { ...state, documents: [...state.documents, ...event.data.files.map((f) => ({ ...f, uploadedBy: event.data.uploadedBy }))] };
    case 'AssessmentBooked':
      return { ...state, bookingId: event.data.bookingId };
    case 'AssessmentReminderSent':
      // Read by the reminders planner from the stream; nothing the decisions depend on.
      return state;
  }
}

/** The admin list's Booked column. */
export const bookedLabel = (state: AssessmentState) => (state.status === 'requested' && state.bookingId ? 'YES' : 'No Booking');

export const assessmentDecider: Decider<AssessmentCommand, AssessmentEvent, AssessmentState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'absent' }),
};
