import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ListSort } from './listSort';
import { ListStatus } from './ListStatus';

/** One column of a list: its header, the sort property it offers (if any) and how a row shows in it. */
export interface ListColumn<Row> {
  id: string;
  label: string;
  /** The server's sort property; without it the column is not sortable. */
  sortProperty?: string;
  render: (row: Row) => ReactNode;
  /** The row's buttons: a card (narrow screens) shows them at its foot, without the column's label. */
  actions?: boolean;
  /** A CSS width for the column of the table (the table shares out the rest equally). */
  width?: string;
}

interface ListTableProps<Row> {
  /** Names the table for screen readers, e.g. "Units". */
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort: ListSort | undefined;
  onSort: (property: string) => void;
  loading: boolean;
}

const useStyles = makeStyles({
  wrapper: { overflowX: 'auto', position: 'relative' },
  table: { minWidth: '720px' },
  // The table lays its columns out at fixed widths: a word longer than its column breaks instead of
  // running into the next one ('anywhere' would also squeeze the row's buttons down to one letter).
  cell: { overflowWrap: 'break-word' },
});

function direction(sort: ListSort | undefined, property: string | undefined) {
  if (!property || sort?.property !== property) return undefined;
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

/** A server-sorted table: clicking a sortable header cycles none → ascending → descending. */
export function ListTable<Row>({ label, columns, rows, rowKey, sort, onSort, loading }: ListTableProps<Row>) {
  const styles = useStyles();
  return (
    <div className={styles.wrapper}>
      <Table sortable aria-label={label} aria-busy={loading} className={styles.table} size="small">
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const { sortProperty } = column;
              return (
                <TableHeaderCell
                  key={column.id}
                  className={styles.cell}
                  style={column.width === undefined ? undefined : { width: column.width }}
                  sortable={sortProperty !== undefined}
                  sortDirection={direction(sort, sortProperty)}
                  onClick={sortProperty === undefined ? undefined : () => onSort(sortProperty)}
                >
                  {column.label}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.id} className={styles.cell}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListStatus loading={loading} empty={rows.length === 0} />
    </div>
  );
}
