import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** One column heading: its text, and `align` where the column's cells are aligned too. */
export type ColumnHeading = string | { label: string; align: TableCellProps['align'] };

/** A table's head: one row of column headings. */
export function TableHeadRow({ columns }: { columns: readonly ColumnHeading[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <TableCell key={column}>{column}</TableCell>
          ) : (
            <TableCell key={column.label} align={column.align}>
              {column.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
