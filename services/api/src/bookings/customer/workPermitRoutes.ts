/**
 * Work permits (condominiums ask for them):
 * - `POST /api/work-permits` (multipart: id, permits[], and `email` on the manage-booking
 *   page): the booking's customer uploads PDF, PNG or JPEG files, typed by content, at most
 *   5 MB each; refused at 1, 2 and 3 before anything is stored. The files are private.
 * - `GET /api/bookings/:reference/files/:name`: one of them, to the booking's customer,
 *   an administrator or a manong assigned to it; anyone else gets a 404.
 */
import { message } from '@app/core/contract/bookings';
import { z } from 'zod';
import { handleCommand } from '@app/core/commands/handleCommand';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { enforce, permitUploadRefusal } from '@app/core/bookings/rules';
import { isManongAssigned } from '@app/projections/readModels/manongAssignments/assignments';
import type { ApiContext } from '../../context.js';
import { commandContext, requireActor } from '../../http/actor.js';
import { email } from '@app/core/contract/fields';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import { filesOf } from '../../http/uploads.js';
import { bookingByReference, bookingForCustomer, bookingNotFound, bookingState } from './bookingAccess.js';
import { PERMIT_TYPES, privateFiles } from './privateFiles.js';

export const PERMITS_UPLOADED = 'Work permits have been uploaded.';
const FOLDER = 'work-permits';
const PERMITS_REQUIRED = 'The permits field is required.';

const uploadBody = z.object({
  id: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v) || undefined, z.string({ error: 'The id field is required.' }).max(64)),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email().optional()),
});

/** The route a stored permit is served at: what its `file_link` holds. */
export const permitLink = (reference: string, storedName: string) => `/api/bookings/${reference}/files/${storedName}`;

export function workPermitRoutes(routes: Routes, ctx: ApiContext): void {
  const files = privateFiles(ctx.config.DATA_DIR);

  routes.document('POST /api/work-permits', { summary: "Upload a booking's work permits (PDF, PNG or JPEG)", body: uploadBody, multipart: true, files: ['permits'], response: message });
  routes.add('POST /api/work-permits', ctx.uploads.multipart, async (req, res) => {
    const body = uploadBody.parse(req.body ?? {});
    const permits = filesOf(req.files, 'permits');
    const booking = await bookingForCustomer(ctx, req, body.id, body.email ?? null);
    if (permits.length === 0) throw new HttpError('validation_failed', PERMITS_REQUIRED, { permits: [PERMITS_REQUIRED] });
    // Refused at 1, 2 and 3 before a byte is written.
    enforce(permitUploadRefusal(await bookingState(ctx, booking.booking_id)));
    const stored = await files.storeAll(permits, FOLDER, PERMIT_TYPES, 'permits');
    const command = {
      type: 'UploadWorkPermits' as const,
      bookingId: booking.booking_id,
      files: stored.map((f) => ({ fileLink: permitLink(booking.reference, f.storedName), fileName: f.fileName })),
    };
    const result = await handleCommand(ctx.store, bookingStreamId(booking.booking_id), bookingDecider, command, commandContext(req));
    await ctx.settle(result.append, ['bookings']);
    res.status(201).json({ message: PERMITS_UPLOADED, data: command.files.map((f) => ({ file_link: f.fileLink, file_name: f.fileName })) });
  });

  routes.document('GET /api/bookings/:reference/files/:name', { summary: "A booking's work permit, to its customer, an administrator or an assigned manong" });
  routes.add('GET /api/bookings/:reference/files/:name', async (req, res) => {
    const actor = requireActor(req);
    const booking = await bookingByReference(ctx, req.params.reference);
    if (!booking) throw bookingNotFound();
    const allowed =
      actor.roles.includes('administrator') ||
      booking.customer.id === actor.userId ||
      (actor.roles.includes('manong') &&
        (await isManongAssigned(ctx.pool, booking.booking_id, actor.userId)));
    if (!allowed) throw bookingNotFound();
    const name = String(req.params.name);
    const permit = booking.work_permits.find((p) => p.file_link === permitLink(booking.reference, name));
    if (!permit) throw new HttpError('not_found', 'File not found.');
    await files.send(res, FOLDER, name, permit.file_name);
  });
}
