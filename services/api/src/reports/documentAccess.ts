/**
 * Who may have a checklist or work order form made: administrators for any booking or
 * assessment; a manong for a booking he is assigned to; an assessor for an assessment
 * she is sent to. Anyone else gets the same 404 as for an id that does not exist, so
 * the answer does not tell whether it does.
 */
import type { DocumentSubject } from '@app/core/reports/kinds';
import type { ApiContext } from '../context.js';
import type { Actor } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import { findBooking, UUID } from '../bookings/admin/adminBooking.js';

async function isAssigned(ctx: ApiContext, sql: string, subjectId: string, userId: string): Promise<boolean> {
  const { rowCount } = await ctx.pool.query(sql, [subjectId, userId]);
  return (rowCount ?? 0) > 0;
}

export async function permittedSubject(ctx: ApiContext, actor: Actor, request: { type: 'booking' | 'assessment'; id: string }): Promise<DocumentSubject> {
  const admin = actor.roles.includes('administrator');
  if (request.type === 'booking') {
    const booking = await findBooking(ctx, request.id);
    if (booking) {
      const id = booking.booking_id;
      if (admin) return { type: 'booking', id };
      if (actor.roles.includes('manong') && (await isAssigned(ctx, 'SELECT 1 FROM rm_bookings.booking_manongs WHERE booking_id = $1 AND manong_id = $2', id, actor.userId))) {
        return { type: 'booking', id };
      }
    }
    throw new HttpError('not_found', 'No such booking.');
  }
  if (UUID.test(request.id)) {
    const { rowCount } = await ctx.pool.query('SELECT 1 FROM rm_assessments.assessments WHERE id = $1', [request.id]);
    if (rowCount) {
      if (admin) return { type: 'assessment', id: request.id };
      if (
        actor.roles.includes('assessor') &&
        (await isAssigned(ctx, 'SELECT 1 FROM rm_assessments.assessment_assessors WHERE assessment_id = $1 AND assessor_id = $2', request.id, actor.userId))
      ) {
        return { type: 'assessment', id: request.id };
      }
    }
  }
  throw new HttpError('not_found', 'No such assessment.');
}
