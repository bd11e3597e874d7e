// Steps 2 to 4 of the wizard in one chunk, fetched after the first step is drawn (useLaterSteps).
export { AddressStep } from './AddressStep.js';
export { checkGuestDetails } from './guestCheck.js';
export { PaymentStep } from './PaymentStep.js';
export { ServiceStep } from './ServiceStep.js';
