import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { BOOKING_DURATION } from '../../booking/duration.js';
import { slotLabel } from '../../schedule/slotDates.js';
import type { AvailableSlot } from '@app/core/contract/bookings';

export interface SchedulesDialogProps {
  open: boolean;
  day: string | null;
  slots: AvailableSlot[];
  onClose: () => void;
  onPick: (slot: AvailableSlot) => void;
  /** Called once the dialog has gone, to put the keyboard's focus back where it belongs. */
  onExited: () => void;
}

/** The day's slots with start and end, each with its Pick Time Slot button (spec §2). */
export function SchedulesDialog({ open, day, slots, onClose, onPick, onExited }: SchedulesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="schedules-title" fullWidth maxWidth="xs" disableRestoreFocus slotProps={{ transition: { onExited } }}>
      <DialogTitle id="schedules-title">Schedules</DialogTitle>
      <DialogContent>
        <List aria-label={day ? `Schedules on ${day}` : 'Schedules'}>
          {slots.map((slot) => {
            const range = slotLabel(slot);
            return (
              <ListItem
                key={slot.id}
                disableGutters
                secondaryAction={
                  <Button size="small" variant="contained" onClick={() => onPick(slot)} aria-label={`Pick Time Slot ${range}`}>
                    Pick Time Slot
                  </Button>
                }
              >
                <ListItemText primary={range} secondary={BOOKING_DURATION} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
