import { Suspense, type ReactNode } from 'react';
import { lazyView } from '../common/lazyView.js';
import { AddIcon } from '../common/plainIcons.js';
import { RowButton } from '../common/RowButton.js';
import { useDialogOnce } from '../common/useDialogOnce.js';
import type { BookingFormValues } from './BookingForm.js';

const BookServiceDialog = lazyView(() => import('./BookServiceDialog.js'), 'BookServiceDialog');

interface Props {
  defaultValues?: BookingFormValues;
  /** Booking an assessment: its customer is fixed and the total must be at least 1 (spec §5). */
  fromAssessment?: boolean;
  title?: string;
  children?: ReactNode;
}

/**
 * Book Service: the admin booking form in a dialog (BookServiceDialog), whose code (the
 * form's inputs) loads at the first opening rather than with the list.
 */
export function BookServiceButton({ defaultValues = {}, fromAssessment = false, title = 'app.action.book_service', children }: Props) {
  const dialog = useDialogOnce();
  return (
    <>
      <RowButton label={title} icon={<AddIcon />} onClick={dialog.show} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <BookServiceDialog defaultValues={defaultValues} fromAssessment={fromAssessment} title={title} open={dialog.open} close={dialog.close}>
            {children}
          </BookServiceDialog>
        </Suspense>
      )}
    </>
  );
}
