import { formatDate, formatTime } from '../format.js';

/**
 * '2026-11-27T13:01:39' (Manila wall clock) as 'Nov 27, 2026 01:01:39 PM', always to the
 * second: the browser's date-time field leaves ':00' out of its value on a whole minute.
 */
export function asOfText(moment: string): string {
  const [day = '', time = ''] = moment.split('T');
  const [hours, minutes, seconds = '00'] = time.split(':');
  const clock = formatTime(`${hours}:${minutes}`);
  return `${formatDate(day)} ${clock.replace(' ', `:${seconds.slice(0, 2)} `)}`;
}
