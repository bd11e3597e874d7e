import { Pagination } from 'react-admin';

/** Fixed page sizes (spec §9): the rows-per-page chooser is hidden. */
export const FixedPagination = () => <Pagination rowsPerPageOptions={[]} />;
