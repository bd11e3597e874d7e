/**
 * What the success page needs to know about the booking just placed in this tab, kept in
 * sessionStorage across the trip to the gateway: whether a guest placed it (KEEP MY
 * ACCOUNT is offered to guests) and its reference.
 */
const KEY = 'lastBooking';

export interface LastBooking {
  reference: string;
  guest: boolean;
  /** The booking's e-mail, so the failed page can link to the booking's own page to pay again. */
  email: string;
}

export function rememberBooking(booking: LastBooking): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(booking));
  } catch {
    // Storage blocked: the success page falls back to the signed-in state alone.
  }
}

export function lastBooking(reference: string | null): LastBooking | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as LastBooking | null;
    return value && value.reference === reference ? value : null;
  } catch {
    return null;
  }
}
