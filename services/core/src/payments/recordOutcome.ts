/**
 * A verified payment outcome recorded on the booking that requested the payment, as its
 * RecordPaymentOutcome (bookings/decisions/payments.ts): repeats and late news are no-ops
 * there. Shared by the callback routes (api) and the re-check of lost callbacks (worker).
 *
 * A refusal by the booking (a wrong amount, a second invoice paid for a paid booking) is
 * logged as an error and not thrown: the gateway cannot fix it by retrying; an operator
 * refunds. Anything else (the store down) goes up, so the caller can try again later.
 */
import { systemContext } from '../accounts/registerAccount.js';
import { bookingDecider } from '../bookings/bookingDecider.js';
import { bookingStreamId } from '../bookings/bookingEvents.js';
import { DomainError, type CommandContext } from '../commands/decider.js';
import { handleCommand } from '../commands/handleCommand.js';
import type { AppendResult, EventStore } from '../eventstore/port.js';
import type { Logger } from '../logger.js';
import type { PaymentGateway, SettledOutcome } from './port.js';

/** The append to wait on when something was recorded; undefined when it was a repeat or refused. */
export async function recordOutcome(
  deps: { store: EventStore; log: Logger },
  bookingId: string,
  outcome: SettledOutcome,
  gateway: PaymentGateway['name'],
  // The gateway is the actor: systemContext's metadata, with the gateway named in the log (the demo data gives its past time).
  context: CommandContext = systemContext(),
): Promise<AppendResult | undefined> {
  const { paymentId, status, amountCentavos, gatewayReference } = outcome;
  const facts = { gateway, paymentId, status, amountCentavos, gatewayReference, bookingId };
  const command = { type: 'RecordPaymentOutcome' as const, bookingId, paymentId, outcome: status, amountCentavos, gatewayReference };
  try {
    const result = await handleCommand(deps.store, bookingStreamId(bookingId), bookingDecider, command, context);
    deps.log.info({ ...facts, recorded: result.events.map((e) => e.type) }, result.events.length ? `payment ${status} recorded` : `payment ${status}: already recorded`);
    return result.append;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    deps.log.error({ ...facts, refusal: error.code }, `payment ${status} refused by the booking: ${error.message} (not recorded; refund by hand if money moved)`);
    return undefined;
  }
}
