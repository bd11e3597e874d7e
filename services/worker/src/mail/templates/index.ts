/** The e-mails that follow from events, by template name (the ledger's `template`). */
export const eventTemplates = [
  'booking-details',
  'booking-confirmed',
  'payment-failed',
  'rebooking-approved',
  'rebooking-rejected',
  'cancellation-granted',
  'cancellation-declined',
  'booking-cancelled',
  'work-permit-confirmed',
  'manong-assigned',
  'manong-job-moved',
  'manong-job-cancelled',
  'manong-unassigned',
  'manongs-assigned-customer',
  'assessor-assigned',
  'assessor-unassigned',
  'assessment-scheduled',
] as const;
export type EventTemplate = (typeof eventTemplates)[number];
