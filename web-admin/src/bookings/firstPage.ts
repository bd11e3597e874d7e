/**
 * The booking tables' first page (BookingTable.tsx): its order and size, and the GET the
 * list sends for it, which index.html starts before the console's scripts (vite.config.ts)
 * and whose rows it draws (firstPaint/bookingRows.ts). No imports: the build's config
 * reads it too.
 */
export const BOOKINGS_SORT = { field: 'created_at', order: 'DESC' } as const;
export const BOOKINGS_PER_PAGE = 10;

/** ra-data-simple-rest's GET of a resource's first page, unfiltered, in the tables' order. */
export const firstPageUrl = (resource: string) =>
  `/admin-api/${resource}?${new URLSearchParams({ sort: JSON.stringify([BOOKINGS_SORT.field, BOOKINGS_SORT.order]), range: JSON.stringify([0, BOOKINGS_PER_PAGE - 1]), filter: '{}' })}`;
