/**
 * Renders the user instruction and the privacy policy of every language into public/docs/, which Vite
 * copies into dist/docs/:
 *
 *   npx tsx scripts/docs/build-pdfs.ts
 *
 * The PDFs are printed by the Debian Chromium that the browser tests use (playwright-core, already a
 * dependency), from HTML built out of the plain-text content in scripts/docs/content/. DejaVu Sans is
 * embedded (subset) so Polish, German, Finnish, Italian and Dutch characters print correctly. Set
 * CHROMIUM_PATH or DOCS_FONT_DIR when they live elsewhere.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { docsContent, docsLanguages, type Block, type DocumentContent } from './content/index';

const outputDir = fileURLToPath(new URL('../../public/docs/', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const fontDir = process.env.DOCS_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const fontFiles = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
/** Each PDF is committed, so it must stay small. */
const maxBytes = 300 * 1024;

type Kind = 'instruction' | 'privacy-policy';

function fontFace(family: string, weight: number, file: string): string {
  const path = join(fontDir, file);
  if (!existsSync(path)) throw new Error(`Font ${path} is missing: apt-get install -y fonts-dejavu-core`);
  const data = readFileSync(path).toString('base64');
  return `@font-face { font-family: '${family}'; font-weight: ${weight}; src: url(data:font/ttf;base64,${data}) format('truetype'); }`;
}

const fontFaces = [
  fontFace('Doc Sans', 400, fontFiles.regular),
  fontFace('Doc Sans', 700, fontFiles.bold),
  fontFace('Doc Mono', 400, fontFiles.mono),
].join('\n');

/** The content is plain text written by us; refuse markup rather than escape it. */
function text(value: string): string {
  if (/[<>&]/.test(value)) throw new Error(`Document text must be plain text, without < > or &: ${value}`);
  return value
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${part}</code>` : part))
    .join('');
}

function block(value: Block): string {
  if (typeof value === 'string') return `<p>${text(value)}</p>`;
  return `<ul>${value.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`;
}

const styles = `
${fontFaces}
@page { size: A4; margin: 16mm 18mm 18mm 18mm; }
html { font-family: 'Doc Sans', sans-serif; font-size: 9.5pt; line-height: 1.42; color: #1b1b1b; }
body { margin: 0; }
.product { margin: 0 0 2mm; font-size: 9pt; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: #2e6b3f; }
h1 { margin: 0 0 1.5mm; font-size: 19pt; line-height: 1.2; }
.subtitle { margin: 0 0 6mm; padding-bottom: 3mm; border-bottom: 0.6pt solid #2e6b3f; font-size: 10.5pt; color: #444; }
h2 { margin: 5mm 0 1.5mm; font-size: 12pt; line-height: 1.25; color: #1f4d2c; break-after: avoid; }
p { margin: 0 0 2mm; text-align: left; hyphens: auto; }
ul { margin: 0 0 2mm; padding-left: 5mm; }
li { margin: 0 0 1.2mm; break-inside: avoid; }
code { font-family: 'Doc Mono', monospace; font-size: 9pt; }
section { break-inside: auto; }
`;

function documentHtml(lang: string, productName: string, doc: DocumentContent): string {
  const sections = doc.sections
    .map(
      (section) =>
        `<section><h2>${text(section.heading)}</h2>${section.blocks.map(block).join('')}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${text(doc.title)} – ${text(productName)}</title>
<style>${styles}</style>
</head>
<body>
<header><p class="product">${text(productName)}</p><h1>${text(doc.title)}</h1><p class="subtitle">${text(doc.subtitle)}</p></header>
<main>${sections}</main>
</body>
</html>`;
}

function footerTemplate(productName: string, title: string): string {
  // Header and footer templates are rendered apart from the page, with system fonts only.
  return `<div style="width: 100%; margin: 0 18mm; font-family: 'DejaVu Sans', sans-serif; font-size: 7.5pt; color: #555; display: flex; justify-content: space-between;">
<span>${text(productName)} · ${text(title)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;
}

async function main(): Promise<void> {
  if (!existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install -y chromium`);
  mkdirSync(outputDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const tooLarge: string[] = [];
  try {
    const page = await browser.newPage();
    for (const lang of docsLanguages) {
      const content = docsContent[lang];
      const documents: [Kind, DocumentContent][] = [
        ['instruction', content.instruction],
        ['privacy-policy', content.privacyPolicy],
      ];
      for (const [kind, doc] of documents) {
        await page.setContent(documentHtml(lang, content.productName, doc), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const pdf = await page.pdf({
          preferCSSPageSize: true,
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: footerTemplate(content.productName, doc.title),
          tagged: true,
          outline: true,
        });
        const file = join(outputDir, `${kind}-${lang}.pdf`);
        writeFileSync(file, pdf);
        const size = statSync(file).size;
        if (size >= maxBytes) tooLarge.push(file);
        console.info(`${file}  ${(size / 1024).toFixed(1)} kB`);
      }
    }
  } finally {
    await browser.close();
  }
  if (tooLarge.length > 0) throw new Error(`Over ${maxBytes / 1024} kB: ${tooLarge.join(', ')}`);
}

await main();
