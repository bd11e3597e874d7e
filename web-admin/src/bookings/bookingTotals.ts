/**
 * The admin booking form's arithmetic (spec §5, §9): a line's quantity at least 1 and its
 * price at least 0 (default 1 and 100 for a blank line); the total must be at least 1
 * ('Invalid total amount', app.booking_form.*). The api prices from the catalogue anyway:
 * this is what the administrator sees before saving.
 */
import type { BookingRequest } from '@app/core/contract/bookingForm';

type RequestLine = BookingRequest['services'][number];

/**
 * A line of the form: the booking request's service (its id) and quantity, and the price
 * shown to the administrator (the api ignores a sent price). Blank while being filled in.
 */
export interface FormLine {
  service?: Extract<RequestLine['service'], string>;
  quantity?: RequestLine['quantity'] | null;
  price?: number | string | null;
}

export const BLANK_LINE = { quantity: 1, price: 100 } as const;

const number = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value));

export function formTotal(lines: readonly FormLine[] | undefined): number {
  return (lines ?? []).reduce((sum, line) => sum + Math.max(0, number(line.quantity)) * Math.max(0, number(line.price)), 0);
}

export const totalAcceptable = (lines: readonly FormLine[] | undefined) => formTotal(lines) >= 1;
