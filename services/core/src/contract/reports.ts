/**
 * The reports a worker builds (spreadsheet exports, checklist PDFs): `POST /api/reports/<kind>`
 * answers the report's state when the file is not sent at once, and `GET /api/reports/:id`
 * follows it until the signed link is there.
 */
import { z } from 'zod';

export const reportStatus = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  rows: z.number().nullable(),
  file_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  status_url: z.string(),
  /** Once done: the signed link to the file, and until when it works. */
  url: z.string().optional(),
  expires_at: z.string().optional(),
  /** Why a failed report failed, in the server's words. */
  message: z.string().optional(),
});
export type ReportStatus = z.infer<typeof reportStatus>;
