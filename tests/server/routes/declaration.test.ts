import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import request from 'supertest';
import { declarationLanguages, declarations } from '@server/declaration';
import { declarationRoutes } from '@server/routes/declaration';

const docsDir = fileURLToPath(new URL('../../../public/docs/', import.meta.url));
const maxPdfBytes = 300 * 1024;

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('GET /declaration', () => {
  let app: Express;
  beforeAll(() => {
    app = express();
    app.use(declarationRoutes());
  });

  it('answers the Polish page for ?lang=pl', async () => {
    const reply = await request(app).get('/declaration?lang=pl').expect(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(reply.headers['content-language']).toBe('pl');
    expect(reply.text).toMatch(/^<!doctype html>/);
    expect(reply.text).toContain('<html lang="pl"');
    expect(reply.text).toContain('<title>Deklaracja dostępności – Ankiety terenowe</title>');
    expect(reply.text).toContain('<h1>Deklaracja dostępności</h1>');
    expect(reply.text).toContain('<time datetime="2026-11-22">22 listopada 2026 r.</time>');
    expect(reply.text).toContain('<a class="skip-link" href="#main">Przejdź do treści</a>');
    expect(reply.text).toContain('<main id="main"');
  });

  it('follows Accept-Language when there is no ?lang=', async () => {
    const reply = await request(app).get('/declaration').set('Accept-Language', 'de-AT,de;q=0.9,en;q=0.5');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-language']).toBe('de');
    expect(reply.headers.vary).toMatch(/Accept-Language/);
    expect(reply.text).toContain('<html lang="de"');
    expect(reply.text).toContain('<title>Erklärung zur Barrierefreiheit – Feldfragebögen</title>');
  });

  it('prefers ?lang= over Accept-Language', async () => {
    const reply = await request(app).get('/declaration?lang=fi').set('Accept-Language', 'de');
    expect(reply.text).toContain('<html lang="fi"');
    expect(reply.text).toContain('<h1>Saavutettavuusseloste</h1>');
  });

  it('falls back to English for an unknown ?lang= and echoes nothing of it', async () => {
    const unknown = await request(app).get('/declaration?lang=xx').expect(200);
    expect(unknown.text).toContain('<html lang="en"');
    expect(unknown.text).toContain('<title>Accessibility declaration – Field questionnaires</title>');
    expect(unknown.text).not.toContain('xx');

    const hostile = await request(app).get('/declaration').query({ lang: '"><script>alert(1)</script>' });
    expect(hostile.text).toContain('<html lang="en"');
    expect(hostile.text).not.toContain('<script');
  });

  it('falls back to English for an unsupported Accept-Language', async () => {
    const reply = await request(app).get('/declaration').set('Accept-Language', 'sv');
    expect(reply.text).toContain('<html lang="en"');
  });

  it('offers a link per language, each in its own language, with the current one marked', async () => {
    const reply = await request(app).get('/declaration?lang=it').expect(200);
    expect(reply.text).toContain('<nav aria-label="Lingua">');
    for (const code of declarationLanguages) {
      const name = declarations[code].languageName;
      const current = code === 'it' ? ' aria-current="true"' : '';
      expect(reply.text).toContain(
        `<a href="?lang=${code}" hreflang="${code}" lang="${code}"${current}>${name}</a>`,
      );
    }
    expect(reply.text.match(/aria-current=/g)).toHaveLength(1);
  });

  it('states the WCAG 2.1 AA aim, partial compliance and the grid map exception in every language', () => {
    for (const code of declarationLanguages) {
      const text = allStrings(declarations[code]).join(' ');
      expect(text, code).toContain('WCAG');
      expect(text, code).toContain('2.1.1');
      expect(text, code).toContain('2016/2102');
    }
  });

  it('keeps the declaration texts free of markup characters, as the page inserts them verbatim', () => {
    for (const code of declarationLanguages) {
      for (const value of allStrings(declarations[code])) expect(value, code).not.toMatch(/[<>&"]/);
    }
  });

  it('has the same structure in every language', () => {
    const shape = (code: (typeof declarationLanguages)[number]) =>
      declarations[code].sections.map((section) =>
        section.blocks.map((block) =>
          typeof block === 'string' ? 'p' : 'before' in block ? 'date' : block.length,
        ),
      );
    for (const code of declarationLanguages) expect(shape(code), code).toEqual(shape('en'));
  });
});

describe('public/docs PDFs', () => {
  it.each(declarationLanguages.flatMap((lang) => [`instruction-${lang}.pdf`, `privacy-policy-${lang}.pdf`]))(
    '%s exists, is a PDF and is under 300 kB',
    (file) => {
      const path = join(docsDir, file);
      expect(existsSync(path)).toBe(true);
      expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(statSync(path).size).toBeLessThan(maxPdfBytes);
    },
  );

  it('holds no PDF of 300 kB or more', () => {
    const pdfs = readdirSync(docsDir).filter((file) => file.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(12);
    for (const file of pdfs) expect(statSync(join(docsDir, file)).size, file).toBeLessThan(maxPdfBytes);
  });
});
