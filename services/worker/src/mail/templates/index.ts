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
  'manongs-assigned-customer',
  'assessor-assigned',
  'assessment-scheduled',
] as const;
export type EventTemplate = (typeof eventTemplates)[number];
