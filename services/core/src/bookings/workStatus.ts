/**
 * The booking's work status, numbered exactly as the spec's admin lists and calls carry
 * it (`work_status` and `work_status_string`), and its payment status.
 */
export const WorkStatus = {
  Pending: 0,
  Finished: 1,
  Cancelled: 2,
  OnGoing: 3,
  Rebooked: 4,
  RebookPending: 5,
  RequestedCancellation: 6,
} as const;
export type WorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];

export const workStatusStrings: Readonly<Record<WorkStatus, string>> = {
  0: 'Pending',
  1: 'Finished',
  2: 'Cancelled',
  3: 'On Going',
  4: 'Re-booked',
  5: 'Rebook Pending',
  6: 'Requested Cancellation',
};

export const workStatusString = (status: WorkStatus) => workStatusStrings[status];

/**
 * 1, 2 and 3 close the booking to the customer's changes (spec: they "block rebooking,
 * cancelling and permit upload"): the work is done, called off, or under way.
 */
export const isClosedToCustomerChanges = (status: WorkStatus) =>
  status === WorkStatus.Finished || status === WorkStatus.Cancelled || status === WorkStatus.OnGoing;

export const paymentStatuses = ['unpaid', 'paid', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
