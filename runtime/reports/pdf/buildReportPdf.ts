import { jsPDF } from 'jspdf';

/** One chart of the PDF: its title and its picture (a PNG data URL of the drawn chart). */
export interface PdfChart {
  title: string;
  png: string;
}

/** The table of values as text: column titles, then rows (depth indents the name). */
export interface PdfTable {
  heading: string;
  columns: string[];
  rows: { depth: number; cells: string[] }[];
}

/** Everything the PDF shows, already in the interface language: the builder decides only the layout. */
export interface ReportPdfInput {
  /** The product's name and the unit's code. */
  title: string;
  /** The form the report is of. */
  subtitle: string;
  /** The date line, formatted. */
  date: string;
  charts: PdfChart[];
  table: PdfTable;
  pageLabel: (page: number, total: number) => string;
  /** A TrueType font with the letters of every interface language (DejaVu Sans). */
  font: Uint8Array;
}

const FONT = 'DejaVuSans';
const MARGIN = 15;
/** Pictures keep the proportions the charts are drawn at for the PDF (900 × 560 px). */
const CHART_RATIO = 560 / 900;

// jsPDF reads a font file as a "binary string" (one character per byte), in pieces to keep within
// the argument limit of String.fromCharCode.
function binaryString(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return text;
}

class Pages {
  y = MARGIN;
  constructor(readonly doc: jsPDF) {}
  get width(): number {
    return this.doc.internal.pageSize.getWidth();
  }
  get height(): number {
    return this.doc.internal.pageSize.getHeight();
  }
  /** Starts a new page when `needed` millimetres do not fit above the page number. */
  room(needed: number): void {
    if (this.y + needed > this.height - MARGIN - 8) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }
  text(text: string, size: number, x = MARGIN, width = this.width - 2 * MARGIN): void {
    this.doc.setFontSize(size);
    const lines: string[] = this.doc.splitTextToSize(text, width);
    const lineHeight = size * 0.45;
    this.room(lines.length * lineHeight);
    this.doc.text(lines, x, this.y + lineHeight * 0.8);
    this.y += lines.length * lineHeight + 1;
  }
}

/** Two charts fit on an A4 page with the header above the first. */
const CHART_WIDTH = 150;

function drawCharts(pages: Pages, charts: readonly PdfChart[]): void {
  const height = CHART_WIDTH * CHART_RATIO;
  for (const chart of charts) {
    pages.room(height + 10);
    pages.text(chart.title, 12);
    pages.doc.addImage(chart.png, 'PNG', (pages.width - CHART_WIDTH) / 2, pages.y, CHART_WIDTH, height);
    pages.y += height + 4;
  }
}

function drawTable(pages: Pages, table: PdfTable): void {
  const { doc } = pages;
  const full = pages.width - 2 * MARGIN;
  const numberWidth = 28;
  const numbers = table.columns.length - 1;
  const nameWidth = full - numbers * numberWidth;
  const row = (cells: readonly string[], depth: number) => {
    doc.setFontSize(9);
    const indent = depth * 4;
    const nameLines: string[] = doc.splitTextToSize(cells[0] ?? '', nameWidth - indent - 2);
    // Column titles are longer than the numbers below them: they wrap within their column.
    const numberLines: string[][] = cells.slice(1).map((cell) => doc.splitTextToSize(cell, numberWidth - 3));
    const lines = Math.max(nameLines.length, ...numberLines.map((cell) => cell.length));
    const height = lines * 4 + 1.5;
    pages.room(height);
    doc.text(nameLines, MARGIN + indent, pages.y + 3.2);
    numberLines.forEach((cell, index) => {
      doc.text(cell, MARGIN + nameWidth + (index + 1) * numberWidth - 1, pages.y + 3.2, { align: 'right' });
    });
    pages.y += height;
    doc.setDrawColor(200);
    doc.line(MARGIN, pages.y - 0.5, MARGIN + full, pages.y - 0.5);
  };
  pages.room(20);
  pages.text(table.heading, 12);
  row(table.columns, 0);
  for (const line of table.rows) row(line.cells, line.depth);
}

/**
 * The report as a PDF: title, form and date, each chart as a picture, the values as real (selectable)
 * text, page numbers; in DejaVu Sans so Polish, German and Finnish letters print. A pure function of
 * its input (no DOM), so a test builds and parses it in Node.
 */
export function buildReportPdf(input: ReportPdfInput): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS(`${FONT}.ttf`, binaryString(input.font));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  doc.setProperties({ title: input.title });
  const pages = new Pages(doc);
  pages.text(input.title, 16);
  pages.text(input.subtitle, 11);
  pages.text(input.date, 10);
  pages.y += 3;
  drawCharts(pages, input.charts);
  drawTable(pages, input.table);
  const total = doc.getNumberOfPages();
  for (let page = 1; page <= total; page += 1) {
    doc.setPage(page);
    doc.setFontSize(9);
    doc.text(input.pageLabel(page, total), pages.width / 2, pages.height - MARGIN / 2, { align: 'center' });
  }
  return doc;
}
