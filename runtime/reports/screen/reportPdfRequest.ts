import type { TFunction } from 'i18next';
import type { ChartImage } from '../charts/chartProps';
import type { ValueRow } from '../model/tableRows';
import { formatValue } from '../model/tableRows';
import type { ReportPdfRequest } from '../pdf/downloadReportPdf';

/** dd/MM/yyyy, the product's date display (specification section 9). */
export function reportDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

interface PdfContent {
  formName: string;
  unitNumber: string;
  charts: { title: string; image: ChartImage }[];
  rows: readonly ValueRow[];
  withAverage: boolean;
  language: string;
  date: Date;
}

/** The PDF's texts in the interface language, and the table of values as text. */
export function reportPdfRequest(t: TFunction, content: PdfContent): ReportPdfRequest {
  const columns = [t('reports.table.name'), t('reports.table.value'), t('reports.table.scaled')];
  if (content.withAverage) columns.push(t('reports.table.average'));
  const format = (value: number | null | undefined) => formatValue(value, content.language);
  return {
    title: t('reports.pdf.title', { product: t('common.productName'), unit: content.unitNumber }),
    subtitle: t('reports.pdf.form', { name: content.formName }),
    date: t('reports.pdf.date', { date: reportDate(content.date) }),
    charts: content.charts,
    table: {
      heading: t('reports.pdf.table'),
      columns,
      rows: content.rows.map((row) => {
        const cells = [row.name, format(row.value), format(row.scaled)];
        if (content.withAverage) cells.push(format(row.average));
        return { depth: row.depth, cells };
      }),
    },
    pageLabel: (page, total) => t('reports.pdf.page', { page, total }),
    fileName: t('reports.pdf.fileName', { form: content.formName, unit: content.unitNumber }),
  };
}
