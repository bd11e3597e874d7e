import Link from '@mui/material/Link';
import type { BookingRecord } from './types.js';

/** A booking's work permits as links to the private file route (opened in a new tab). */
export function PermitLinks({ permits }: { permits: BookingRecord['work_permits'] }) {
  return (
    <>
      {permits.map((permit) => (
        <div key={permit.file_link}>
          <Link href={permit.file_link} target="_blank" rel="noopener">
            {permit.file_name}
          </Link>
        </div>
      ))}
    </>
  );
}
