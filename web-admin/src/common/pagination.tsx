import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import type { PartialTotal } from '../dataProvider/partialTotals.js';

const figure = (n: number) => n.toLocaleString('en-US');

/**
 * Fixed page sizes (spec §9): the rows-per-page chooser is hidden. A list whose total was
 * not counted to the end says what is known: "1-10 of more than 1,000" or "1-10 of about
 * 62,000", with previous and next (dataProvider/partialTotals.ts).
 */
export const FixedPagination = () => {
  const total = (useListContext().meta as { total?: PartialTotal } | undefined)?.total;
  const translate = useTranslate();
  if (!total) return <Pagination rowsPerPageOptions={[]} />;
  const label = ({ from, to }: { from: number; to: number }) =>
    translate(total.relation === 'more' ? 'app.pagination.more_than' : 'app.pagination.about', { from, to, total: figure(total.value) });
  // Pagination hands its other props on to MUI's TablePagination, after its own label.
  const props = { rowsPerPageOptions: [], labelDisplayedRows: label } as PaginationProps;
  return <Pagination {...props} />;
};
