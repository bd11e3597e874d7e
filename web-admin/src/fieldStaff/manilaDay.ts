import { madeOnUse } from '@app/core/format/madeOnUse';

/** Calendar days in Manila: the service date rules (time-in on the day) are Manila's, whatever the browser's zone. */
const day = madeOnUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }));

export function manilaDay(value: string | Date): string {
  return day().format(typeof value === 'string' ? new Date(value) : value);
}
