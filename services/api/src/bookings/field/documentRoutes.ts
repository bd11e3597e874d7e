/**
 * Field documents (filled checklists, photos of the work):
 * - `POST api/upload-documents` (multipart: id, documents[]): to a booking (`id` its
 *   reference or uuid) by a manong assigned to it or an administrator, or to an assessment
 *   (`id` its uuid) by an assessor sent to it or an administrator. PDF, PNG or JPEG, typed
 *   by content, at most 5 MB each, stored privately under server-made names;
 * - `GET /api/documents/{owner}/{name}`: one of them, to an administrator or the staff
 *   assigned to that booking or assessment; anyone else gets a 404.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { assessmentDecider, isSent } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { assignmentOf } from '@app/core/bookings/rules';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import { findAssessment } from '@app/projections/readModels/assessments/queries';
import type { ApiContext } from '../../context.js';
import { commandContext, requireActor } from '../../http/actor.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import { filesOf } from '../../http/uploads.js';
import { findBooking, run, stateOf, UUID } from '../admin/adminBooking.js';
import { bookingNotFound } from '../customer/bookingAccess.js';
import { PERMIT_TYPES, privateFiles } from '../customer/privateFiles.js';

export const DOCUMENTS_UPLOADED = 'Documents uploaded!';
const FOLDER = 'documents';
const DOCUMENTS_REQUIRED = 'The documents field is required.';

const uploadBody = z.object({ id: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v) || undefined, z.string({ error: 'The id field is required.' }).max(64)) });

export const documentLink = (owner: string, storedName: string) => `/api/documents/${owner}/${storedName}`;

/** The booking or assessment of an id, and whether the signed-in user may file to it and read its files. */
async function ownerOf(ctx: ApiContext, req: Request, id: string) {
  const actor = requireActor(req);
  const admin = actor.roles.includes('administrator');
  const booking = await findBooking(ctx, id);
  if (booking) {
    const state = await stateOf(ctx, booking.booking_id);
    const allowed = admin || (actor.roles.includes('manong') && assignmentOf(state, actor.userId) !== null);
    return { kind: 'booking' as const, key: booking.id, id: booking.booking_id, allowed, state, documents: state.documents };
  }
  const assessment = UUID.test(id) ? await findAssessment(ctx.pool, id) : undefined;
  if (assessment) {
    const state = await loadState(ctx.store, assessmentStreamId(assessment.id), assessmentDecider);
    const allowed = admin || (actor.roles.includes('assessor') && state.status === 'requested' && isSent(state, actor.userId));
    return { kind: 'assessment' as const, key: assessment.id, id: assessment.id, allowed, documents: state.status === 'requested' ? state.documents : [] };
  }
  return undefined;
}

export function documentRoutes(routes: Routes, ctx: ApiContext): void {
  const files = privateFiles(ctx.config.DATA_DIR);

  routes.document('POST /api/upload-documents', { summary: 'Upload documents to a booking or an assessment (PDF, PNG or JPEG)', body: uploadBody, multipart: true, files: ['documents'] });
  routes.add('POST /api/upload-documents', ctx.uploads.multipart, async (req, res) => {
    const body = uploadBody.parse(req.body ?? {});
    const uploaded = filesOf(req.files, 'documents');
    const owner = await ownerOf(ctx, req, body.id);
    if (!owner || !owner.allowed) throw bookingNotFound();
    if (uploaded.length === 0) throw new HttpError('validation_failed', DOCUMENTS_REQUIRED, { documents: [DOCUMENTS_REQUIRED] });
    const stored = await files.storeAll(uploaded, FOLDER, PERMIT_TYPES, 'documents');
    const fileRefs = stored.map((f) => ({ fileLink: documentLink(owner.key, f.storedName), fileName: f.fileName }));
    const actor = requireActor(req);
    const role = actor.roles.includes('administrator') ? 'administrator' : owner.kind === 'booking' ? 'manong' : 'assessor';
    if (owner.kind === 'booking') {
      await run(ctx, req, { type: 'UploadDocuments', bookingId: owner.id, uploadedBy: actor.userId, role: role as 'manong' | 'administrator', files: fileRefs });
    } else {
      const command = { type: 'UploadAssessmentDocuments' as const, assessmentId: owner.id, uploadedBy: actor.userId, role: role as 'assessor' | 'administrator', files: fileRefs };
      const result = await handleCommand(ctx.store, assessmentStreamId(owner.id), assessmentDecider, command, commandContext(req));
      await ctx.settle(result.append, ['assessments']);
    }
    res.status(201).json({ message: DOCUMENTS_UPLOADED, data: fileRefs.map((f) => ({ file_link: f.fileLink, file_name: f.fileName })) });
  });

  routes.add('GET /api/documents/:owner/:name', async (req, res) => {
    const owner = await ownerOf(ctx, req, String(req.params.owner));
    if (!owner || !owner.allowed) throw bookingNotFound();
    const name = String(req.params.name);
    const file = owner.documents.find((d) => d.fileLink === documentLink(owner.key, name));
    if (!file) throw new HttpError('not_found', 'File not found.');
    await files.send(res, FOLDER, name, file.fileName);
  });
}
