import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ListColumn } from './ListTable';
import { ListStatus } from './ListStatus';

interface ListCardsProps<Row> {
  /** Names the list for screen readers, e.g. "Units". */
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loading: boolean;
}

const useStyles = makeStyles({
  cards: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  // Each label and value pair is one row of the grid.
  field: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase300 },
  actions: { paddingTop: tokens.spacingVerticalXS, ':empty': { display: 'none' } },
});

/** A value worth a line of the card: empty cells (no institution, no date) are left out. */
function isShown(value: ReactNode): boolean {
  return value !== null && value !== undefined && value !== '' && value !== false;
}

/**
 * The rows of a list as cards, for narrow screens: the first column is the card's title, the other
 * columns are label and value pairs, and the row's buttons sit at the card's foot, all within the
 * screen's width. Sorting is offered beside the cards (ListSortChoice), as there are no headers.
 */
export function ListCards<Row>({ label, columns, rows, rowKey, loading }: ListCardsProps<Row>) {
  const styles = useStyles();
  const [titleColumn, ...otherColumns] = columns.filter((column) => column.actions !== true);
  const actionColumns = columns.filter((column) => column.actions === true);
  return (
    <div>
      {/* role="list": Safari drops the list semantics of a list without bullets. */}
      <ul role="list" className={styles.cards} aria-label={label} aria-busy={loading}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            {titleColumn && <h3 className={styles.title}>{titleColumn.render(row)}</h3>}
            <dl className={styles.fields}>
              {otherColumns.map((column) => {
                const value = column.render(row);
                if (!isShown(value)) return null;
                return (
                  <div key={column.id} className={styles.field}>
                    <dt className={styles.label}>{column.label}</dt>
                    <dd className={styles.value}>{value}</dd>
                  </div>
                );
              })}
            </dl>
            {actionColumns.map((column) => (
              <div key={column.id} className={styles.actions}>
                {column.render(row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <ListStatus loading={loading} empty={rows.length === 0} />
    </div>
  );
}
