import type { IndicatorResult } from '@schemas/generated/api/indicator';
import type { AverageById } from './reportTree';

/** One row of the table of original values: a theme (depth 0), subtheme (1) or indicator (2). */
export interface ValueRow {
  id: number;
  depth: number;
  name: string;
  value: number | null;
  scaled: number | null;
  /** The average's scaled value; undefined when averages are not shown, null when withheld. */
  average?: number | null;
  /** A theme or subtheme: the charts can drill into it. */
  drillable: boolean;
  /** The theme a subtheme belongs to (the charts drill through it). */
  parentId?: number;
}

/** The whole report tree as rows in reading order (each theme followed by its subthemes and indicators). */
export function tableRows(report: readonly IndicatorResult[], averages?: AverageById): ValueRow[] {
  const rows: ValueRow[] = [];
  const visit = (nodes: readonly IndicatorResult[], depth: number, parentId?: number) => {
    for (const node of nodes) {
      const row: ValueRow = {
        id: node.indicator_dic_id,
        depth,
        name: node.name,
        value: node.value,
        scaled: node.scal_value,
        drillable: depth < 2 && node.subIndicators.length > 0,
      };
      if (parentId !== undefined) row.parentId = parentId;
      if (averages) row.average = averages.get(node.indicator_dic_id)?.scal_value ?? null;
      rows.push(row);
      visit(node.subIndicators, depth + 1, node.indicator_dic_id);
    }
  };
  visit(report, 0);
  return rows;
}

/** A value as the report shows it: two decimals in the interface language, a dash for none. */
export function formatValue(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
