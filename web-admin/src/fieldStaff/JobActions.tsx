import { ChecklistsButton, DetailsButton, DocumentsButton, UploadButton } from './dialogButtons.js';
import type { Job } from './jobs.js';
import { manilaDay } from './manilaDay.js';
import { WorkButtons } from './WorkButtons.js';

export type Staff = 'manongs' | 'assessors';

/** The spec's Actions of a job: View, then the work buttons the server's flags allow. */
export function WorkActions<T>({ staff, job, onChange }: { staff: Staff; job: Job<T>; onChange: () => void }) {
  return (
    <>
      <DetailsButton title={job.type === 'booking' ? 'app.dialog.booking_details' : 'app.dialog.assessment_details'} rows={job.details} />
      <WorkButtons staff={staff} id={job.id} row={{ ...job.work, onTheDay: job.day === manilaDay(new Date()) }} onDone={onChange} />
    </>
  );
}

/** The spec's Documents of a job: the available documents, Upload, and the checklist PDFs. */
export function DocumentActions<T>({ job, onChange }: { job: Job<T>; onChange: () => void }) {
  return (
    <>
      <DocumentsButton documents={job.documents} />
      <UploadButton id={job.id} onUploaded={onChange} />
      <ChecklistsButton type={job.type} id={job.id} />
    </>
  );
}
