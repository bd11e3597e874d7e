/**
 * The manage-booking page's address keeps the old links' one-segment form
 * (`/booking-management/email={email}&bookingId={id}`, spec §2). It is read from the raw,
 * still-encoded path so an e-mail holding '+' or '&' survives the trip.
 */
export interface Lookup {
  email: string;
  bookingId: string;
  /** What a planned visit's e-mailed link came to do (`&action=pay|move|skip`); absent on other links. */
  action?: PlannedVisitAction;
}

export type PlannedVisitAction = 'pay' | 'move' | 'skip';
const ACTIONS: readonly string[] = ['pay', 'move', 'skip'];

const PREFIX = '/booking-management/';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseLookup(pathname: string): Lookup | null {
  const at = pathname.indexOf(PREFIX);
  if (at < 0) return null;
  const fields = new Map<string, string>();
  for (const pair of pathname.slice(at + PREFIX.length).split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0) fields.set(decode(pair.slice(0, eq)), decode(pair.slice(eq + 1)).trim());
  }
  const email = fields.get('email');
  const bookingId = fields.get('bookingId');
  const action = fields.get('action');
  if (!email || !bookingId) return null;
  return action && ACTIONS.includes(action) ? { email, bookingId, action: action as PlannedVisitAction } : { email, bookingId };
}
