/**
 * The reminders a booking gets (issue 28): to the customer 24 hours and 2 hours before
 * the service window, by e-mail and by SMS; to each assigned manong the evening before
 * (18:00 Manila) and the morning of (07:00 Manila), by SMS. An assessment visit gets the
 * same two texts to each assessor sent on it. A kind names its channel, so one switch in
 * settings turns off exactly one message.
 */
export const bookingReminderKinds = ['customer-24h-email', 'customer-24h-sms', 'customer-2h-email', 'customer-2h-sms', 'manong-evening-sms', 'manong-morning-sms'] as const;
export const assessmentReminderKinds = ['assessor-evening-sms', 'assessor-morning-sms'] as const;
export const reminderKinds = [...bookingReminderKinds, ...assessmentReminderKinds] as const;
export type ReminderKind = (typeof reminderKinds)[number];
export type BookingReminderKind = (typeof bookingReminderKinds)[number];
export type ReminderChannel = 'email' | 'sms';
export type ReminderRecipientRole = 'customer' | 'manong' | 'assessor';

export const channelOf = (kind: ReminderKind): ReminderChannel => (kind.endsWith('-sms') ? 'sms' : 'email');
export const roleOf = (kind: ReminderKind): ReminderRecipientRole => (kind.startsWith('customer-') ? 'customer' : kind.startsWith('assessor-') ? 'assessor' : 'manong');

/**
 * The one key of a reminder: (booking, recipient, kind). It is the BullMQ job id (BullMQ
 * refuses ':' in custom ids, hence the dots), the SMS and mail ledgers' key and the
 * ReminderSent event's id seed, so each triple is sent once.
 */
export const reminderKey = (subjectId: string, recipientId: string, kind: ReminderKind) => `${subjectId}.${recipientId}.${kind}`;
