import { formatDateTime } from '../format.js';
import type { BookingRecord } from './types.js';

/**
 * The booking tables' cell texts (BookingTable.tsx), without react-admin: the rows
 * index.html draws before the console's scripts (firstPaint/bookingRows.ts) are written
 * the same way.
 */
export const customerText = (b: BookingRecord) => b.customer.name;

/** A date column's text: `source` is one of the record's date-time fields. */
export const dateText = (b: BookingRecord, source: string) => formatDateTime(b[source as keyof BookingRecord] as string);
