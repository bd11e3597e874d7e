/**
 * The booking aggregate: the command union and the one switch over it. Each decision
 * lives in decisions/, one file per use case; the rules they share live in rules.ts.
 */
import type { Decider } from '../commands/decider.js';
import type { BookingEvent } from './bookingEvents.js';
import { evolve, initialState, type BookingState } from './bookingState.js';
import * as cancelling from './decisions/cancelling.js';
import * as manongs from './decisions/manongs.js';
import * as paperwork from './decisions/paperwork.js';
import * as payments from './decisions/payments.js';
import { placeBooking, type PlaceBooking } from './decisions/placing.js';
import * as rebooking from './decisions/rebooking.js';

export type BookingCommand =
  | PlaceBooking
  | payments.RequestPayment
  | payments.RecordPaymentOutcome
  | rebooking.RequestRebook
  | rebooking.FulfilRebook
  | rebooking.RejectRebook
  | cancelling.RequestCancellation
  | cancelling.AcceptCancellation
  | cancelling.DeclineCancellation
  | cancelling.CancelPendingBooking
  | cancelling.CancelBookingByAdmin
  | manongs.AssignManongs
  | manongs.AnswerAssignment
  | manongs.TimeIn
  | manongs.TimeOut
  | paperwork.UploadWorkPermits
  | paperwork.ConfirmWorkPermits
  | paperwork.UploadDocuments
  | paperwork.CompleteBooking;

export function decide(command: BookingCommand, state: BookingState): BookingEvent[] {
  switch (command.type) {
    case 'PlaceBooking':
      return placeBooking(command, state);
    case 'RequestPayment':
      return payments.requestPayment(command, state);
    case 'RecordPaymentOutcome':
      return payments.recordPaymentOutcome(command, state);
    case 'RequestRebook':
      return rebooking.requestRebook(command, state);
    case 'FulfilRebook':
      return rebooking.fulfilRebook(command, state);
    case 'RejectRebook':
      return rebooking.rejectRebook(command, state);
    case 'RequestCancellation':
      return cancelling.requestCancellation(command, state);
    case 'AcceptCancellation':
      return cancelling.acceptCancellation(command, state);
    case 'DeclineCancellation':
      return cancelling.declineCancellation(command, state);
    case 'CancelPendingBooking':
      return cancelling.cancelPendingBooking(command, state);
    case 'CancelBookingByAdmin':
      return cancelling.cancelBookingByAdmin(command, state);
    case 'AssignManongs':
      return manongs.assignManongs(command, state);
    case 'AnswerAssignment':
      return manongs.answerAssignment(command, state);
    case 'TimeIn':
      return manongs.timeIn(command, state);
    case 'TimeOut':
      return manongs.timeOut(command, state);
    case 'UploadWorkPermits':
      return paperwork.uploadWorkPermits(command, state);
    case 'ConfirmWorkPermits':
      return paperwork.confirmWorkPermits(command, state);
    case 'UploadDocuments':
      return paperwork.uploadDocuments(command, state);
    case 'CompleteBooking':
      return paperwork.completeBooking(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = { decide, evolve, initialState };
