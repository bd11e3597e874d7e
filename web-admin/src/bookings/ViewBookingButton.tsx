import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { BookingDetails } from './BookingDetails.js';
import type { BookingRecord } from './types.js';

/** The View action of the booking tables: the booking's details in a dialog. */
export function ViewBookingButton() {
  const booking = useRecordContext<BookingRecord>();
  const [open, setOpen] = useState(false);
  if (!booking) return null;
  return (
    <>
      <Button label="View" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <VisibilityIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>Booking Details</DialogTitle>
        <DialogContent>
          <BookingDetails booking={booking} />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)}>
            <CloseIcon />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
