import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, addMonths, eachDayOfInterval, format, getDay, isSameMonth, startOfMonth } from 'date-fns';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DAY_SIZE, GRID_WEEKDAYS, WEEKS } from './calendarSize.js';
import { calendarDate, dayKey, dayName, monthRange } from './slotDates.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// Arrow keys move a day or a week, Home and End to the ends of the week (the APG date grid's keys).
const MOVES: Record<string, (date: Date) => Date> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -getDay(d)),
  End: (d) => addDays(d, 6 - getDay(d)),
};

export interface MonthGridProps {
  /** Any day of the month shown. */
  month: Date;
  onMonthChange: (month: Date) => void;
  /** Open slots per day key. */
  counts: Map<string, number>;
  /** Manila's today, 'YYYY-MM-DD': earlier days cannot be chosen. */
  today: string;
  chosenDay: string | null;
  onPickDay: (day: string) => void;
  /** A week's height: a thumb's target on a phone, more where there is room. */
  dayHeight?: number;
}

/**
 * A month of day buttons in a table, as large as a thumb on a phone: days with open slots
 * marked (bold, tinted and a dot), past days dimmed and refused, the chosen day filled.
 * One Tab stop: the arrow keys move between days.
 */
export function MonthGrid({ month, onMonthChange, counts, today, chosenDay, onPickDay, dayHeight = DAY_SIZE }: MonthGridProps) {
  const titleId = useId();
  const table = useRef<HTMLTableElement>(null);
  const first = startOfMonth(month);
  const { start } = monthRange(first);
  const days = eachDayOfInterval({ start, end: addDays(start, WEEKS * 7 - 1) });
  const weeks = Array.from({ length: WEEKS }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const inMonth = (key: string | null) => key !== null && isSameMonth(calendarDate(key), first);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // The day that takes Tab: the last one moved to, else the chosen day, today or the 1st.
  const tabKey = [focusKey, chosenDay, today].find(inMonth) ?? dayKey(first);
  const currentMonth = isSameMonth(first, calendarDate(today));

  function move(event: KeyboardEvent) {
    const step = MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    const next = dayKey(step(calendarDate(tabKey)));
    if (!inMonth(next)) return;
    setFocusKey(next);
    table.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  }

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 48 }}>
        {/* Nothing before this month can be booked. */}
        <IconButton aria-label="Previous month" disabled={currentMonth} onClick={() => onMonthChange(addMonths(first, -1))} sx={{ width: 48, height: 48 }}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} component="h3" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 600 }}>
          {format(first, 'MMMM yyyy')}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => onMonthChange(addMonths(first, 1))} sx={{ width: 48, height: 48 }}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box component="table" ref={table} aria-labelledby={titleId} onKeyDown={move} sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <Box component="th" key={weekday} scope="col" abbr={weekday} sx={{ height: GRID_WEEKDAYS, p: 0, fontSize: 12, fontWeight: 600, color: 'text.secondary' }}>
                {weekday.slice(0, 3)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((date) => {
                const key = dayKey(date);
                if (!isSameMonth(date, first)) return <Box component="td" key={key} sx={{ height: dayHeight, p: 0 }} />;
                const count = counts.get(key) ?? 0;
                const past = key < today;
                const chosen = key === chosenDay;
                return (
                  <Box component="td" key={key} sx={{ height: dayHeight, p: 0 }}>
                    <ButtonBase
                      data-day={key}
                      aria-label={dayName(date, count)}
                      aria-disabled={past || undefined}
                      aria-pressed={chosen}
                      aria-current={key === today ? 'date' : undefined}
                      tabIndex={key === tabKey ? 0 : -1}
                      onFocus={() => setFocusKey(key)}
                      onClick={() => !past && onPickDay(key)}
                      sx={(theme) => ({
                        position: 'relative',
                        width: '100%',
                        minWidth: DAY_SIZE,
                        height: dayHeight,
                        borderRadius: 1,
                        fontSize: 15,
                        fontWeight: count > 0 ? 700 : 400,
                        color: past ? 'text.disabled' : count > 0 ? 'primary.main' : 'text.primary',
                        bgcolor: chosen ? 'primary.main' : count > 0 && !past ? 'rgba(13, 71, 161, 0.1)' : 'transparent',
                        cursor: past ? 'default' : 'pointer',
                        textDecoration: past ? 'line-through' : 'none',
                        ...(chosen && { color: 'primary.contrastText' }),
                        ...(key === today && !chosen && { boxShadow: `inset 0 0 0 1px ${theme.palette.text.secondary}` }),
                        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: -3 },
                      })}
                    >
                      {date.getDate()}
                      {count > 0 && !past && (
                        <Box aria-hidden component="span" sx={{ position: 'absolute', bottom: 5, width: 5, height: 5, borderRadius: '50%', bgcolor: chosen ? 'primary.contrastText' : 'secondary.main' }} />
                      )}
                    </ButtonBase>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
