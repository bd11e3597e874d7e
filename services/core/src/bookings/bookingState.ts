/**
 * The booking as its events leave it. `evolve` never refuses: every rule is held in
 * `decide`, so history always folds, whatever rules a later version adds.
 */
import type { Gateway } from './pricing.js';
import type { BookingEvent, BookingPlaced, SlotRef, StoredFile } from './bookingEvents.js';
import { WorkStatus, type PaymentStatus } from './workStatus.js';

export interface ManongAssignment {
  manongId: string;
  /** Primary, or secondary (the public page's "alternative"). */
  primary: boolean;
  assignedAt: string;
  answered: boolean;
  confirmed: boolean;
  timedInAt: string | null;
  timedOutAt: string | null;
}

export interface Payment {
  paymentId: string;
  gateway: Gateway;
  url: string;
  amountCentavos: number;
  status: 'pending' | 'paid' | 'failed' | 'expired';
}

export interface PlacedBooking {
  status: 'placed';
  /** The booking as placed: customer, address, lines, prices, coupon, first slot. */
  placed: BookingPlaced;
  /** The slot the booking holds now (a rebooking moves it). */
  slot: SlotRef;
  workStatus: WorkStatus;
  /**
   * A customer's request (5 or 6) pauses the status it was made in; a rejected rebooking
   * or a declined cancellation goes back to it.
   */
  statusBeforeRequest: WorkStatus | null;
  requestedSlot: SlotRef | null;
  /** The cancellation request's reason and refund account (`refund_details`). */
  cancellation: { reason: string; bankAccount: string } | null;
  paymentStatus: PaymentStatus;
  payments: ReadonlyMap<string, Payment>;
  /** The payment whose url the Payment button opens: the latest requested. */
  currentPaymentId: string | null;
  paidBy: string | null;
  manongs: readonly ManongAssignment[];
  workPermits: readonly StoredFile[];
  workPermitsConfirmed: boolean;
  documents: readonly (StoredFile & { uploadedBy: string })[];
  feedback: string | null;
}

export type BookingState = { status: 'absent' } | PlacedBooking;

/** Paid in test mode: the payment that paid the booking was taken by the sandbox, no money moved. */
export const isTestPayment = (state: PlacedBooking): boolean => state.paidBy !== null && state.payments.get(state.paidBy)?.gateway === 'sandbox';

export const initialState = (): BookingState => ({ status: 'absent' });

const isRequest = (status: WorkStatus) => status === WorkStatus.RebookPending || status === WorkStatus.RequestedCancellation;

/** The status to come back to: the one before the first of possibly several requests. */
const pausing = (state: PlacedBooking) => (isRequest(state.workStatus) ? state.statusBeforeRequest : state.workStatus);

function settlePayment(state: PlacedBooking, paymentId: string, status: 'failed' | 'expired'): PlacedBooking {
  const payment = state.payments.get(paymentId);
  if (!payment) return state;
  const payments = new Map(state.payments).set(paymentId, { ...payment, status });
  // A paid booking stays paid; an old invoice failing does not undo the current one.
  const paymentStatus = state.paymentStatus === 'paid' || state.currentPaymentId !== paymentId ? state.paymentStatus : status;
  return { ...state, payments, paymentStatus };
}

/** The assignments with one manong's changed (a function of the module: evolve makes no closure per event). */
const changeManong = (manongs: readonly ManongAssignment[], manongId: string, change: Partial<ManongAssignment>) =>
  manongs.map((m) => (m.manongId === manongId ? { ...m, ...change } : m));
const resetAnswers = (manongs: readonly ManongAssignment[]) => manongs.map((m) => ({ ...m, answered: false, confirmed: false }));

export function evolve(state: BookingState, event: BookingEvent): BookingState {
  if (event.type === 'BookingPlaced') {
    return {
      status: 'placed',
      placed: event.data,
      slot: event.data.slot,
      workStatus: WorkStatus.Pending,
      statusBeforeRequest: null,
      requestedSlot: null,
      cancellation: null,
      paymentStatus: 'unpaid',
      payments: new Map(),
      currentPaymentId: null,
      paidBy: null,
      manongs: [],
      workPermits: [],
      workPermitsConfirmed: false,
      documents: [],
      feedback: null,
    };
  }
  if (state.status !== 'placed') return state;
  switch (event.type) {
    case 'PaymentRequested': {
      const { paymentId, gateway, url, amountCentavos } = event.data;
      const payments = new Map(state.payments).set(paymentId, { paymentId, gateway, url, amountCentavos, status: 'pending' });
      return { ...state, payments, currentPaymentId: paymentId, paymentStatus: state.paymentStatus === 'paid' ? 'paid' : 'unpaid' };
    }
    case 'PaymentSucceeded': {
      const { paymentId } = event.data;
      const payment = state.payments.get(paymentId);
      if (!payment) return state;
      return { ...state, payments: new Map(state.payments).set(paymentId, { ...payment, status: 'paid' }), paymentStatus: 'paid', paidBy: state.paidBy ?? paymentId };
    }
    case 'PaymentFailed':
      return settlePayment(state, event.data.paymentId, 'failed');
    case 'PaymentExpired':
      return settlePayment(state, event.data.paymentId, 'expired');
    case 'RebookRequested':
      return { ...state, statusBeforeRequest: pausing(state), workStatus: WorkStatus.RebookPending, requestedSlot: event.data.slot, cancellation: null };
    case 'RebookFulfilled':
      // The manongs confirmed another date: they are asked again.
      return { ...state, slot: event.data.toSlot, workStatus: WorkStatus.Rebooked, statusBeforeRequest: null, requestedSlot: null, cancellation: null, manongs: resetAnswers(state.manongs) };
    case 'RebookRejected':
      return { ...state, workStatus: state.statusBeforeRequest ?? WorkStatus.Pending, statusBeforeRequest: null, requestedSlot: null };
    case 'CancellationRequested': {
      const { reason, bankAccount } = event.data;
      return { ...state, statusBeforeRequest: pausing(state), workStatus: WorkStatus.RequestedCancellation, cancellation: { reason, bankAccount }, requestedSlot: null };
    }
    case 'CancellationAccepted':
      return { ...state, workStatus: WorkStatus.Cancelled, statusBeforeRequest: null };
    case 'CancellationDeclined':
      // Spec: a declined request is deleted.
      return { ...state, workStatus: state.statusBeforeRequest ?? WorkStatus.Pending, statusBeforeRequest: null, cancellation: null };
    case 'BookingCancelledByCustomer':
    case 'BookingCancelledByAdmin':
      return { ...state, workStatus: WorkStatus.Cancelled, statusBeforeRequest: null, requestedSlot: null };
    case 'ManongsAssigned': {
      const { primary, secondary, assignedAt } = event.data;
      const assign = (manongId: string, isPrimary: boolean): ManongAssignment => ({ manongId, primary: isPrimary, assignedAt, answered: false, confirmed: false, timedInAt: null, timedOutAt: null });
      return { ...state, manongs: [...primary.map((m) => assign(m, true)), ...secondary.map((m) => assign(m, false))] };
    }
    case 'ManongAnswered':
      return { ...state, manongs: changeManong(state.manongs, event.data.manongId, { answered: true, confirmed: event.data.confirmed }) };
    case 'ManongTimedIn':
      // The first manong in starts the work: On Going, awaiting the customer's completion.
      return { ...state, manongs: changeManong(state.manongs, event.data.manongId, { timedInAt: event.data.at }), workStatus: WorkStatus.OnGoing };
    case 'ManongTimedOut':
      return { ...state, manongs: changeManong(state.manongs, event.data.manongId, { timedOutAt: event.data.at }) };
    case 'WorkPermitsUploaded':
      // New permits need the administrator's confirmation again.
      return { ...state, workPermits: [...state.workPermits, ...event.data.files], workPermitsConfirmed: false };
    case 'WorkPermitsConfirmed':
      return { ...state, workPermitsConfirmed: true };
    case 'DocumentsUploaded':
      return { ...state, documents: [...state.documents, ...event.data.files.map((f) => ({ ...f, uploadedBy: event.data.uploadedBy }))] };
    case 'BookingCompleted':
      return { ...state, workStatus: WorkStatus.Finished, feedback: event.data.feedback };
    case 'ReminderSent':
      // Reminders are the planner's business (reminders/planReminders.ts), not the booking's.
      return state;
  }
}

/** The state a stream's recorded events leave (for callers that need the events as well). */
export const foldBooking = (events: readonly { type: string; data: unknown }[]): BookingState =>
  events.reduce((s, e) => evolve(s, e as unknown as BookingEvent), initialState());
