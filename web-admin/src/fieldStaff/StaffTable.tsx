import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Datagrid, ListContextProvider, ResourceContextProvider, Title, useList } from 'react-admin';
import { ChecklistButtons } from './ChecklistButtons.js';
import { DocumentsButton, UploadButton, type StaffDocument } from './DocumentsDialogs.js';

/**
 * A field-staff table: the rows of one of their calls in react-admin's Datagrid, with
 * the page title. Datagrid asks access by resource, so the table carries its own name
 * (these screens sit outside any <Resource>).
 */
export function StaffTable<T extends { id: string }>({ title, resource, rows, empty, children }: { title: string; resource: string; rows: T[]; empty: string; children: ReactNode }) {
  const list = useList({ data: rows, perPage: 1000 });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <ResourceContextProvider value={resource}>
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Stack sx={{ p: 2 }}>{empty}</Stack>}>
            {children}
          </Datagrid>
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}

/** The Documents column: available documents with the checklist PDFs, and Upload. */
export function DocumentsCell({ type, id, documents, onUploaded }: { type: 'booking' | 'assessment'; id: string; documents: StaffDocument[]; onUploaded: () => void }) {
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap>
      <DocumentsButton documents={documents} extra={<ChecklistButtons type={type} id={id} />} />
      <UploadButton id={id} onUploaded={onUploaded} />
    </Stack>
  );
}
