/**
 * Test mode's words, one place for every surface: while no real gateway is configured the
 * sandbox takes payments (gateways.ts, `sandboxServes`) and no money moves.
 */

/** What the site, the console and the sandbox page say while payments run in test mode. */
export const TEST_PAYMENTS_NOTICE = 'Test payments: no money moves';

/** How a booking paid in test mode shows its payment (e-mails, exports). */
export const TEST_PAYMENT_TEXT = 'Test payment (no money moved)';
