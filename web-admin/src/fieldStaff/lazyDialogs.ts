import { lazy } from 'react';

// The job cards' dialogs, one chunk loaded at the first opening of any of them (DialogButton.tsx).
const load = () => import('./jobDialogs.js');
export const DetailsDialog = lazy(() => load().then((m) => ({ default: m.DetailsDialog })));
export const DocumentsDialog = lazy(() => load().then((m) => ({ default: m.DocumentsDialog })));
export const UploadDialog = lazy(() => load().then((m) => ({ default: m.UploadDialog })));
export const ChecklistsDialog = lazy(() => load().then((m) => ({ default: m.ChecklistsDialog })));
