/**
 * Where a server validation error belongs in the wizard: the step holding the field, so
 * the customer lands on it and sees the message on the matching field.
 */
export const STEP_LABELS = ['Select a Schedule', 'Pick a Service', 'Select Address', 'Payment Details'] as const;

export const SCHEDULE = 0;
export const SERVICES = 1;
export const ADDRESS = 2;
export const PAYMENT = 3;

export function stepOfField(field: string): number {
  if (field === 'date' || field === 'date_of_service') return SCHEDULE;
  if (field.startsWith('services') || field === 'discountCoupon' || field === 'source' || field === 'category' || field.startsWith('plan')) return SERVICES;
  if (field === '_' || field === 'paymentGateway') return PAYMENT;
  return ADDRESS;
}

/** The earliest step with an error, or the payment step when none names a field. */
export function firstStepWithError(errors: Record<string, string>): number {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? Math.min(...steps) : PAYMENT;
}
