import type { ChartImage } from '../charts/chartProps';
import type { PdfTable } from './buildReportPdf';
import { buildReportPdf } from './buildReportPdf';
import { reportFont } from './reportFont';

/** What the screen hands over: texts, the charts' picture takers, the table. */
export interface ReportPdfRequest {
  title: string;
  subtitle: string;
  date: string;
  charts: { title: string; image: ChartImage }[];
  table: PdfTable;
  pageLabel: (page: number, total: number) => string;
  /** Without `.pdf`. */
  fileName: string;
}

/** A file name without the characters file systems refuse. */
export function safeFileName(name: string): string {
  const printable = [...name].map((character) => (character.charCodeAt(0) < 32 ? ' ' : character)).join('');
  const cleaned = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `${cleaned === '' ? 'report' : cleaned}.pdf`;
}

/**
 * Loaded only when the user asks for a PDF (with jsPDF and the font): takes the charts' pictures,
 * builds the document and saves it.
 */
export async function downloadReportPdf(request: ReportPdfRequest): Promise<void> {
  const [font, ...pngs] = await Promise.all([reportFont(), ...request.charts.map((chart) => chart.image())]);
  const doc = buildReportPdf({
    title: request.title,
    subtitle: request.subtitle,
    date: request.date,
    charts: request.charts.map((chart, index) => ({ title: chart.title, png: pngs[index] ?? '' })),
    table: request.table,
    pageLabel: request.pageLabel,
    font,
  });
  doc.save(safeFileName(request.fileName));
}
