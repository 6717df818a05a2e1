// The builder takes plain inputs and touches no DOM; the test lives beside the report screen's tests
// (tests/runtime runs in the dom project), the PDF itself is made and parsed exactly as in Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildReportPdf, type ReportPdfInput } from '@runtime/reports/pdf/buildReportPdf';
import { safeFileName } from '@runtime/reports/pdf/downloadReportPdf';
import { pngDataUrl } from './pngImage';

const require = createRequire(import.meta.url);
const font = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));

/** A Polish report with three charts and a table long enough to need a second page. */
function polishReport(): ReportPdfInput {
  return {
    title: 'Ankiety terenowe: raport jednostki PL-0042',
    subtitle: 'Formularz: Środowisko',
    date: 'Data: 26/11/2026',
    charts: [
      { title: 'Tematy', png: pngDataUrl(90, 56, [200, 30, 30]) },
      { title: 'Podtematy: Środowisko', png: pngDataUrl(90, 56, [30, 200, 30]) },
      { title: 'Wskaźniki: Zarządzanie obornikiem', png: pngDataUrl(90, 56, [30, 30, 200]) },
    ],
    table: {
      heading: 'Wartości',
      columns: ['Nazwa', 'Wartość', 'Wartość skalowana (0–100)'],
      rows: [
        { depth: 0, cells: ['Zarządzanie obornikiem', '41,25', '41,25'] },
        { depth: 1, cells: ['Źródła ciepła, łąki i żywność', '12,00', '55,00'] },
        { depth: 2, cells: ['Größe der Ställe, Käyttöönotto', '3,20', '40,00'] },
      ],
    },
    pageLabel: (page, total) => `Strona ${page} z ${total}`,
    font,
  };
}

async function parse(input: ReportPdfInput) {
  const bytes = new Uint8Array(buildReportPdf(input).output('arraybuffer'));
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    pages.push({ text, images });
  }
  return pages;
}

describe('report PDF', () => {
  it('holds the title with the unit code, Polish letters as text, one picture per chart and page numbers', async () => {
    const pages = await parse(polishReport());
    const text = pages.map((page) => page.text).join('\n');
    expect(text).toContain('Ankiety terenowe: raport jednostki PL-0042');
    expect(text).toContain('Formularz: Środowisko');
    expect(text).toContain('Data: 26/11/2026');
    expect(text).toContain('Zarządzanie obornikiem');
    expect(text).toContain('Źródła ciepła, łąki i żywność');
    expect(text).toContain('Größe der Ställe, Käyttöönotto');
    expect(pages.reduce((sum, page) => sum + page.images, 0)).toBe(3);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page.text).toContain(`Strona ${index + 1} z ${pages.length}`));
  });

  it('has as many pictures as charts it is given', async () => {
    const input = polishReport();
    const pages = await parse({ ...input, charts: input.charts.slice(0, 1) });
    expect(pages.reduce((sum, page) => sum + page.images, 0)).toBe(1);
  });

  it('names the file after the report label, without characters file systems refuse', () => {
    expect(safeFileName('Raport Środowisko PL/0042')).toBe('Raport Środowisko PL 0042.pdf');
    expect(safeFileName(' ')).toBe('report.pdf');
  });
});
