/**
 * The admin booking form's link to an assessment: the work of an assessment is booked
 * once, and the assessment then shows Booked: YES (spec: the assessments screen).
 *
 * Checked before the placement saga (a booked assessment refuses a second booking with
 * 409 before any seat is taken) and recorded after it, on the assessment's own stream.
 * Two administrators booking the same assessment at the very same moment can both pass
 * the check; the second record then fails, is logged, and leaves its booking standing
 * (a real booking the customer may want), which the administrator sees in the list.
 */
import { ALREADY_BOOKED, assessmentDecider } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import type { CommandContext } from '@app/core/commands/decider';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import type { AppendResult } from '@app/core/eventstore/port';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';

export async function assertAssessmentOpen(ctx: Pick<ApiContext, 'store'>, assessmentId: string): Promise<void> {
  const state = await loadState(ctx.store, assessmentStreamId(assessmentId), assessmentDecider);
  if (state.status !== 'requested') throw new HttpError('validation_failed', 'The selected assessment is invalid.', { assessment: ['The selected assessment is invalid.'] });
  if (state.bookingId) throw new HttpError('conflict', ALREADY_BOOKED, { assessment: [ALREADY_BOOKED] });
}

export async function recordAssessmentBooked(
  ctx: Pick<ApiContext, 'store' | 'log'>,
  assessmentId: string,
  bookingId: string,
  context: CommandContext,
): Promise<AppendResult | undefined> {
  try {
    const result = await handleCommand(ctx.store, assessmentStreamId(assessmentId), assessmentDecider, { type: 'BookAssessment', assessmentId, bookingId }, context);
    return result.append;
  } catch (error) {
    ctx.log.error({ err: error, assessmentId, bookingId }, 'booking placed, but its assessment could not be marked booked');
    return undefined;
  }
}
