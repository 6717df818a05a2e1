import {
  Link,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ValueRow } from '../model/tableRows';
import { formatValue } from '../model/tableRows';

const useStyles = makeStyles({
  // A phone scrolls the table itself, never the page.
  frame: { maxWidth: '100%', overflowX: 'auto' },
  // Columns as wide as their content (Fluent's table divides the width evenly), names taking the rest.
  table: { minWidth: '18rem', tableLayout: 'auto' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalS },
  // Words stay whole (a name column no narrower than its longest word); the frame scrolls if need be.
  name: { overflowWrap: 'break-word', minWidth: '8rem' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  // Column titles wrap (they are longer than the numbers below them).
  numberTitle: { textAlign: 'end' },
  theme: { fontWeight: tokens.fontWeightSemibold },
});

interface ValuesTableProps {
  rows: readonly ValueRow[];
  withAverage: boolean;
  /** A theme or subtheme named in the table shows in the charts. */
  onShow: (row: ValueRow) => void;
}

/** The table of original values: the charts' figures as text (their text alternative). */
export function ValuesTable({ rows, withAverage, onShow }: ValuesTableProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className={styles.frame}>
      <Table size="small" className={styles.table}>
        <caption className={styles.caption}>{t('reports.table.caption')}</caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('reports.table.name')}</TableHeaderCell>
            <TableHeaderCell className={styles.numberTitle}>{t('reports.table.value')}</TableHeaderCell>
            <TableHeaderCell className={styles.numberTitle}>{t('reports.table.scaled')}</TableHeaderCell>
            {withAverage && (
              <TableHeaderCell className={styles.numberTitle}>{t('reports.table.average')}</TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell
                className={mergeClasses(styles.name, row.depth === 0 && styles.theme)}
                style={{ paddingInlineStart: `${0.5 + row.depth}rem` }}
              >
                {row.drillable ? (
                  <Link
                    as="button"
                    title={t('reports.table.showInCharts', { name: row.name })}
                    onClick={() => onShow(row)}
                  >
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
              </TableCell>
              <TableCell className={styles.number}>{formatValue(row.value, language)}</TableCell>
              <TableCell className={styles.number}>{formatValue(row.scaled, language)}</TableCell>
              {withAverage && (
                <TableCell className={styles.number}>{formatValue(row.average, language)}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
