import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { NoRows } from '../common/NoRows.js';
import type { BookingRecord } from './types.js';
import './bookingRows.css';

/** A column before the actions: the field it shows and sorts by, its heading (an i18n key), its cell. */
export interface BookingColumn {
  source: string;
  label: string;
  render: (booking: BookingRecord) => ReactNode;
}

interface Props {
  columns: readonly BookingColumn[];
  /** The actions column's heading, an i18n key. */
  actionsLabel: string;
  /** The row's action buttons, each reading the row's record from react-admin's record context. */
  children: ReactNode;
}

const ORDER_WORDS = { ASC: 'ascending', DESC: 'descending' } as const;

/**
 * The booking tables' rows over react-admin's list (its page, sort and empty state), drawn
 * as MUI's small table looks in react-admin's DataTable but with plain elements and one
 * stylesheet (bookingRows.css). DataTable gave each cell a styled component and each
 * heading a ripple button and a tooltip: on a throttled phone the bookings page spent about
 * 150 ms of one blocking task drawing a single row and its headings. A heading sorts by its
 * column: again to reverse, another column starting ascending, as DataTable does.
 */
export function BookingRows({ columns, actionsLabel, children }: Props) {
  const translate = useTranslate();
  const { data, isPending, sort, setSort } = useListContext<BookingRecord>();
  if (isPending || !data) return null;
  if (data.length === 0) return <NoRows />;
  const sortBy = (field: string) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  return (
    <div className="booking-rows-wrapper">
      <table className="booking-rows">
        <thead>
          <tr>
            {columns.map(({ source, label }) => {
              const active = sort.field === source;
              return (
                <th key={source} scope="col" aria-sort={active ? ORDER_WORDS[sort.order] : undefined}>
                  <button type="button" className="booking-rows-sort" data-active={active || undefined} data-order={sort.order} onClick={() => sortBy(source)}>
                    {translate(label)}
                    <svg aria-hidden="true" viewBox="0 0 24 24">
                      <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
                    </svg>
                  </button>
                </th>
              );
            })}
            <th scope="col">{translate(actionsLabel)}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((booking) => (
            <RecordContextProvider key={booking.id} value={booking}>
              <tr>
                {columns.map(({ source, render }) => (
                  <td key={source}>{render(booking)}</td>
                ))}
                <td>{children}</td>
              </tr>
            </RecordContextProvider>
          ))}
        </tbody>
      </table>
    </div>
  );
}
