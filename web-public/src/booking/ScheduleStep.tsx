import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import type { View } from 'react-big-calendar';
import { useNotify } from '../notify/Notifier.js';
import { DaySlots } from '../schedule/DaySlots.js';
import { useNarrowCalendar, WIZARD_CALENDAR_HEIGHT } from '../schedule/calendarSize.js';
import { SlotCalendar, visibleRange } from '../schedule/SlotCalendar.js';
import { calendarDate, dayLabel, shownDay, slotLabel, slotsByDay } from '../schedule/slotDates.js';
import { useOpenSlots } from '../schedule/useOpenSlots.js';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { BOOKING_DURATION } from './duration.js';

/** Spec §2: range (month), day and event (agenda) views, where they fit. */
const VIEWS: View[] = ['month', 'day', 'agenda'];

export interface ScheduleStepProps {
  slot: AvailableSlot | null;
  onPick: (slot: AvailableSlot) => void;
  /** A server error on the date, shown above the calendar. */
  error?: string;
}

/** Step 1, Select a Schedule: the open slots of the visible range; a day's slots to pick from. */
export function ScheduleStep({ slot, onPick, error }: ScheduleStepProps) {
  const notify = useNotify();
  const narrow = useNarrowCalendar();
  const [date, setDate] = useState(() => (slot ? calendarDate(slot.scheduled_at) : new Date()));
  const [view, setView] = useState<View>('month');
  const [chosenDay, setDay] = useState<string | null>(slot?.scheduled_at ?? null);
  const range = visibleRange(view, date, narrow);
  const { slots, loading, error: loadError } = useOpenSlots(range.start, range.end);
  // After a change of month the day chosen in the last one is not listed (nor said to have no schedule).
  const day = shownDay(chosenDay, range);

  const days = useMemo(() => slotsByDay(slots), [slots]);
  const chooseDay = useCallback(
    (key: string) => {
      setDay(key);
      // Until the month's slots have arrived, an empty day is not known to be empty.
      if (!loading && !days.get(key)?.length) notify('No Schedule', 'info');
    },
    [days, loading, notify],
  );
  const pickSlot = (picked: AvailableSlot) => {
    setDay(picked.scheduled_at);
    onPick(picked);
  };

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <Typography variant="body2" color="text.secondary">
        Pick a day in the calendar, then one of its time slots. Each booking takes {BOOKING_DURATION}.
      </Typography>
      <SlotCalendar
        date={date}
        onDateChange={setDate}
        views={VIEWS}
        view={view}
        onView={setView}
        slots={slots}
        chosenDay={day}
        chosenSlotId={slot?.id ?? null}
        onPickDay={chooseDay}
        onPickSlot={pickSlot}
        height={WIZARD_CALENDAR_HEIGHT}
      />
      <DaySlots day={day} slots={day ? (days.get(day) ?? []) : []} chosenId={slot?.id ?? null} onPick={pickSlot} duration={BOOKING_DURATION} loading={loading} />
      {slot && (
        <Alert severity="success">
          Date of service: {dayLabel(slot.scheduled_at)}, {slotLabel(slot)} ({BOOKING_DURATION})
        </Alert>
      )}
    </Stack>
  );
}
