import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { Datagrid, FunctionField, ListContextProvider, Loading, ResourceContextProvider, Title, useList } from 'react-admin';
import { ChecklistButtons } from '../fieldStaff/ChecklistButtons.js';
import { DetailsButton } from '../fieldStaff/DetailsButton.js';
import { DocumentsButton, UploadButton } from '../fieldStaff/DocumentsDialogs.js';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { formatDate, formatTime } from '../format.js';

/** A row of `GET /api/assessors/bookings`: an assessment the assessor is sent to. */
interface AssessorBooking {
  id: string;
  customer: { name: string; email: string; contact_number: string | null };
  address: { street_address: string; barangay: string; city: { name: string }; contact_number: string | null };
  category: { name: string };
  services: { id: string; name: string }[];
  remarks: string | null;
  schedule: { date: string; time: string } | null;
  documents: { file_link: string; file_name: string }[];
  booked: string;
  created_at: string;
}

const serviceNames = (a: AssessorBooking) => a.services.map((s) => s.name).join(', ');
const visit = (a: AssessorBooking) => (a.schedule ? `${formatDate(`${a.schedule.date}T00:00:00+08:00`)} ${formatTime(a.schedule.time)}` : '');

function details(a: AssessorBooking): [string, string][] {
  return [
    ['Customer', a.customer.name],
    ['Contact Number', a.address.contact_number ?? a.customer.contact_number ?? ''],
    ['Email', a.customer.email],
    ['Address', `${a.address.street_address}, ${a.address.barangay}, ${a.address.city.name}`],
    ['Category', a.category.name],
    ['Services', serviceNames(a)],
    ['Service Date', visit(a)],
    ['Booked', a.booked],
  ];
}

/** The assessor's My Bookings (spec §2): Services, Service Date, Date Booked, Actions, Documents. */
export function AssessorBookings() {
  const { rows, refresh } = useStaffList<AssessorBooking>('/api/assessors/bookings');
  const list = useList({ data: rows ?? [], perPage: 1000 });
  if (rows === null) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="My Bookings" />
      {/* Datagrid asks access by resource: this table's own name, outside any <Resource>. */}
      <ResourceContextProvider value="assessor-bookings">
      <ListContextProvider value={list}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Stack sx={{ p: 2 }}>No assessments assigned to you yet.</Stack>}>
          <FunctionField label="Services" render={serviceNames} />
          <FunctionField label="Service Date" render={visit} />
          <FunctionField label="Date Booked" render={(a: AssessorBooking) => formatDate(a.created_at)} />
          <FunctionField label="Actions" render={(a: AssessorBooking) => <DetailsButton title="Assessment Details" rows={details(a)} />} />
          <FunctionField
            label="Documents"
            render={(a: AssessorBooking) => (
              <Stack direction="row" flexWrap="wrap" useFlexGap>
                <DocumentsButton documents={a.documents} extra={<ChecklistButtons type="assessment" id={a.id} />} />
                <UploadButton id={a.id} onUploaded={refresh} />
              </Stack>
            )}
          />
        </Datagrid>
      </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}
