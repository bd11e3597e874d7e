import 'react-big-calendar/lib/css/react-big-calendar.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FIRST_PAINT } from './firstPaint.js';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, type DateHeaderProps, type View } from 'react-big-calendar';
import { formErrors } from '../api/http.js';
import { useNotify } from '../notify/Notifier.js';
import { availableSchedules } from '../bookings/bookingApi.js';
import { dayKey, slotsByDay } from '../bookings/rebook/slotDates.js';
import type { Slot } from './bookingApi.js';
import { BOOKING_DURATION } from './duration.js';
import { NARROW } from './StepLoading.js';
import { dayLabel, monthRange, rangeOf, slotLabel, toEvent, type SlotEvent } from './slotDates.js';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

// Spec §2: range (month), day and event (agenda) views.
const VIEWS: View[] = ['month', 'day', 'agenda'];

export interface ScheduleStepProps {
  slot: Slot | null;
  onPick: (slot: Slot) => void;
  /** A server error on the date, shown above the calendar. */
  error?: string;
}

/** Step 1, Select a Schedule: the open slots of the visible range; a day's slots to pick from. */
export function ScheduleStep({ slot, onPick, error }: ScheduleStepProps) {
  const notify = useNotify();
  const narrow = useMediaQuery(NARROW, FIRST_PAINT);
  const [date, setDate] = useState(() => (slot ? new Date(`${slot.scheduled_at}T00:00:00`) : new Date()));
  const [view, setView] = useState<View>('month');
  const [range, setRange] = useState(() => monthRange(new Date()));
  const [slots, setSlots] = useState<Slot[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(slot?.scheduled_at ?? null);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    availableSchedules(dayKey(range.start), dayKey(range.end))
      .then((found) => live && setSlots(found))
      .catch((e: unknown) => live && setLoadError(formErrors(e)._ ?? 'We could not load the schedules. Please try again.'));
    return () => {
      live = false;
    };
  }, [range]);

  const days = useMemo(() => slotsByDay(slots), [slots]);
  const events = useMemo(() => slots.map(toEvent), [slots]);

  const chooseDay = (when: Date) => {
    const key = dayKey(when);
    setDay(key);
    if (!days.get(key)?.length) notify('No Schedule', 'info');
  };

  // The month's day numbers are buttons: named with the date and what it offers, for screen readers.
  const components = useMemo(
    () => ({
      month: {
        dateHeader: ({ date: cellDate, label }: DateHeaderProps) => {
          const count = days.get(dayKey(cellDate))?.length ?? 0;
          return (
            <button
              type="button"
              className="rbc-button-link"
              aria-label={`${format(cellDate, 'MMM dd, yyyy')}: ${count ? `${count} open slot${count > 1 ? 's' : ''}` : 'No Schedule'}`}
              onClick={() => chooseDay(cellDate)}
              style={count ? { fontWeight: 700, color: '#0d47a1' } : undefined}
            >
              {label}
            </button>
          );
        },
      },
    }),
    // chooseDay reads `days` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [days],
  );

  const daySlots = day ? (days.get(day) ?? []) : [];

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <Typography variant="body2" color="text.secondary">
        Pick a day in the calendar, then one of its time slots. Each booking takes {BOOKING_DURATION}.
      </Typography>
      <Box sx={{ height: narrow ? 460 : 560, '& .rbc-event': { fontSize: 12 }, '& .rbc-off-range-bg': { bgcolor: 'grey.100' } }}>
        <Calendar<SlotEvent>
          localizer={localizer}
          culture="en-US"
          events={events}
          views={VIEWS}
          view={view}
          onView={setView}
          date={date}
          onNavigate={setDate}
          onRangeChange={(next) => setRange(rangeOf(next))}
          onDrillDown={(when) => chooseDay(when)}
          onSelectEvent={(event) => {
            setDay(event.slot.scheduled_at);
            onPick(event.slot);
          }}
          selectable
          onSelectSlot={({ start }) => chooseDay(start)}
          eventPropGetter={(event) => (event.slot.id === slot?.id ? { style: { backgroundColor: '#f57c00' } } : {})}
          components={components}
          popup
          messages={{ event: 'Schedule', agenda: 'Schedules', date: 'Date', time: 'Time', noEventsInRange: 'No Schedule' }}
        />
      </Box>
      <Box component="section" aria-labelledby="slots-of-day">
        <Typography id="slots-of-day" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {day ? `Time slots on ${dayLabel(day)}` : 'Time slots'}
        </Typography>
        {!day && <Typography color="text.secondary">Choose a day to see its time slots.</Typography>}
        {day && daySlots.length === 0 && <Alert severity="info">No Schedule</Alert>}
        {daySlots.length > 0 && (
          <RadioGroup
            aria-labelledby="slots-of-day"
            value={slot?.id ?? ''}
            onChange={(e) => {
              const picked = daySlots.find((s) => s.id === e.target.value);
              if (picked) onPick(picked);
            }}
          >
            {daySlots.map((s) => (
              <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={`${slotLabel(s)} (${BOOKING_DURATION})`} />
            ))}
          </RadioGroup>
        )}
      </Box>
      {slot && (
        <Alert severity="success">
          Date of service: {dayLabel(slot.scheduled_at)}, {slotLabel(slot)} ({BOOKING_DURATION})
        </Alert>
      )}
    </Stack>
  );
}
