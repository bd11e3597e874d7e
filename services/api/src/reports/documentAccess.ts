/**
 * Who may have a checklist or work order form made: administrators for any booking or
 * assessment; a manong for a booking he is assigned to; an assessor for an assessment
 * she is sent to. Anyone else gets the same 404 as for an id that does not exist, so
 * the answer does not tell whether it does.
 */
import type { DocumentSubject } from '@app/core/reports/kinds';
import { isManongAssigned } from '@app/projections/readModels/manongAssignments/assignments';
import { assessmentExists, isAssessorAssigned } from '@app/projections/readModels/assessments/queries';
import type { ApiContext } from '../context.js';
import type { Actor } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import { findBooking, UUID } from '../bookings/admin/adminBooking.js';

export async function permittedSubject(ctx: ApiContext, actor: Actor, request: { type: 'booking' | 'assessment'; id: string }): Promise<DocumentSubject> {
  const admin = actor.roles.includes('administrator');
  if (request.type === 'booking') {
    const booking = await findBooking(ctx, request.id);
    if (booking) {
      const id = booking.booking_id;
      if (admin) return { type: 'booking', id };
      if (actor.roles.includes('manong') && (await isManongAssigned(ctx.pool, id, actor.userId))) {
        return { type: 'booking', id };
      }
    }
    throw new HttpError('not_found', 'No such booking.');
  }
  if (UUID.test(request.id)) {
    if (await assessmentExists(ctx.pool, request.id)) {
      if (admin) return { type: 'assessment', id: request.id };
      if (
        actor.roles.includes('assessor') &&
        (await isAssessorAssigned(ctx.pool, request.id, actor.userId))
      ) {
        return { type: 'assessment', id: request.id };
      }
    }
  }
  throw new HttpError('not_found', 'No such assessment.');
}
