/**
 * Files and the end of the work: the customer's work permits (condominiums ask for them)
 * and the administrator's confirmation, the field staff's documents, and the customer's
 * completion with feedback. Files are already stored under server-made names.
 */
import { DomainError } from '../../commands/decider.js';
import type { BookingEvent, StoredFile } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';
import { assignmentOf, completionRefusal, confirmPermitsRefusal, enforce, NOT_ASSIGNED, permitUploadRefusal, placed } from '../rules.js';

export interface UploadWorkPermits {
  type: 'UploadWorkPermits';
  bookingId: string;
  files: StoredFile[];
}
export interface ConfirmWorkPermits {
  type: 'ConfirmWorkPermits';
  bookingId: string;
}
export interface UploadDocuments {
  type: 'UploadDocuments';
  bookingId: string;
  uploadedBy: string;
  /** A manong uploads only to a booking they are assigned to; an administrator to any. */
  role: 'manong' | 'administrator';
  files: StoredFile[];
}
export interface CompleteBooking {
  type: 'CompleteBooking';
  bookingId: string;
  feedback: string;
}

export function uploadWorkPermits(command: UploadWorkPermits, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  if (command.files.length === 0) throw new DomainError('invalid', 'The permits field is required.', 'permits');
  enforce(permitUploadRefusal(booking));
  return [{ type: 'WorkPermitsUploaded', data: { bookingId: command.bookingId, files: command.files } }];
}

export function confirmWorkPermits(command: ConfirmWorkPermits, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(confirmPermitsRefusal(booking));
  if (booking.workPermitsConfirmed) return [];
  return [{ type: 'WorkPermitsConfirmed', data: { bookingId: command.bookingId } }];
}

export function uploadDocuments(command: UploadDocuments, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  if (command.files.length === 0) throw new DomainError('invalid', 'The documents field is required.', 'documents');
  if (command.role === 'manong' && !assignmentOf(booking, command.uploadedBy)) throw new DomainError('forbidden', NOT_ASSIGNED);
  const { bookingId, uploadedBy, files } = command;
  return [{ type: 'DocumentsUploaded', data: { bookingId, uploadedBy, files } }];
}

export function completeBooking(command: CompleteBooking, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  const feedback = command.feedback.trim();
  if (!feedback) throw new DomainError('invalid', 'The feedback field is required.', 'feedback');
  enforce(completionRefusal(booking));
  return [{ type: 'BookingCompleted', data: { bookingId: command.bookingId, feedback } }];
}
