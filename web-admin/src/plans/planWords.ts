import { formatDate, formatTime } from '../format.js';
import type { PlanVisit } from './types.js';

/** A visit's slot as the console writes dates: 'MMM DD, YYYY hh:mm A'. */
export const visitWhen = (v: Pick<PlanVisit, 'date' | 'start_at'>) => (v.date ? `${formatDate(v.date)}${v.start_at ? ` ${formatTime(v.start_at)}` : ''}` : '');

/** The services of a plan as 'name (quantity)', comma separated. */
export const servicesText = (services: { name: string; quantity: number }[]) => services.map((s) => `${s.name} (${s.quantity})`).join(', ');
