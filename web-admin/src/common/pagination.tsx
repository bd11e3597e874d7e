import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import type { PartialTotal } from '../dataProvider/partialTotals.js';
import { NextIcon, PreviousIcon } from './plainIcons.js';
import './pagination.css';

const figure = (n: number) => n.toLocaleString('en-US');

type RowsLabel = (range: { from: number; to: number }) => string;

/**
 * Below 900 px react-admin's pagination is a range and previous/next: drawn here with
 * plain elements and one stylesheet (pagination.css) as MUI's TablePagination draws it,
 * instead of its ~50 components re-rendered with the whole list on a phone.
 */
function PhonePagination({ label }: { label?: RowsLabel }) {
  const { isPending, page, perPage, total, hasNextPage, setPage } = useListContext();
  const translate = useTranslate();
  if (isPending) return <div className="phone-pagination" />;
  if (total === 0 || page < 1) return null;
  const from = (page - 1) * perPage + 1;
  const to = total == null ? page * perPage : Math.min(page * perPage, total);
  const hasNext = total == null ? Boolean(hasNextPage) : page * perPage < total;
  const text = label
    ? label({ from, to })
    : total == null
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to, _: `${from}-${to} of more than ${to}` })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total });
  return (
    <div className="phone-pagination">
      <p>{text}</p>
      <button type="button" aria-label={translate('ra.navigation.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
        <PreviousIcon />
      </button>
      <button type="button" aria-label={translate('ra.navigation.next')} disabled={!hasNext} onClick={() => setPage(page + 1)}>
        <NextIcon />
      </button>
    </div>
  );
}

/**
 * Fixed page sizes (spec §9): the rows-per-page chooser is hidden. A list whose total was
 * not counted to the end says what is known: "1-10 of more than 1,000" or "1-10 of about
 * 62,000", with previous and next (dataProvider/partialTotals.ts).
 */
export const FixedPagination = () => {
  const total = (useListContext().meta as { total?: PartialTotal } | undefined)?.total;
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const label: RowsLabel | undefined = total
    ? ({ from, to }) => translate(total.relation === 'more' ? 'app.pagination.more_than' : 'app.pagination.about', { from, to, total: figure(total.value) })
    : undefined;
  if (phone) return <PhonePagination label={label} />;
  if (!label) return <Pagination rowsPerPageOptions={[]} />;
  // Pagination hands its other props on to MUI's TablePagination, after its own label.
  const props = { rowsPerPageOptions: [], labelDisplayedRows: label } as PaginationProps;
  return <Pagination {...props} />;
};
