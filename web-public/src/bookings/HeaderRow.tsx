import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A table's column headings, bold, as every list of the customer pages draws them. */
export function HeaderRow({ columns }: { columns: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} sx={{ fontWeight: 600 }}>
            {column}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
