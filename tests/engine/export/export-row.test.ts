import { describe, expect, it } from 'vitest';
import { exportLayout } from '@engine/export/export-layout';
import { exportRowCells } from '@engine/export/export-row';
import type { ExportLayout, ExportValue } from '@engine/export/export-types';
import { exportAnswer, exportStructure } from '@tests/fixtures/export-structure';

function layoutOf(): ExportLayout {
  const layout = exportLayout(exportStructure(), 'survey', 'en');
  if (!layout) throw new Error('fixture changed');
  return layout;
}

/** The row's cells by header, empty cells left out. */
function cellsByHeader(layout: ExportLayout, cells: ExportValue[]): Record<string, ExportValue> {
  return Object.fromEntries(
    layout.columns.flatMap((column, index) => {
      const cell = cells[index];
      return cell === null || cell === undefined ? [] : [[column.header, cell]];
    }),
  );
}

describe('the cells of a group instance row', () => {
  const layout = layoutOf();

  it('type every answer of the basics group: numbers, texts, option codes and typed option values', () => {
    const cells = exportRowCells(layout, [
      exportAnswer('herd', { answer: '120' }),
      exportAnswer('area', { answer: '-12.50' }),
      exportAnswer('notes', { answer: '=HYPERLINK("x")' }),
      exportAnswer('legal', { optionKey: 'company' }),
      exportAnswer('channel', { optionKey: 'c1', answer: '7.25' }),
      exportAnswer('bedding', { optionKey: 'peat' }),
      exportAnswer('bedding', { optionKey: 'straw' }),
      exportAnswer('fuels', { optionKey: 'w1', answer: '3' }),
      exportAnswer('fuels', { optionKey: 'w2' }),
    ]);
    expect(cells).toHaveLength(layout.columns.length);
    expect(cellsByHeader(layout, cells)).toEqual({
      herd: 120,
      area: -12.5,
      dup: '=HYPERLINK("x")',
      legal: 'company',
      channel: 'c1_val',
      c1_val: 7.25,
      bedding: 'pt; st',
      fuels: 'w1; w2',
      fuels_w1: 3,
    });
  });

  it('type the site group: a boolean, a date, a rating number, WKT and grid cells, referenced texts', () => {
    const cells = exportRowCells(layout, [
      exportAnswer('protected', { optionKey: 'no' }),
      exportAnswer('visit', { answer: '2026-03-01' }),
      exportAnswer('rating', { optionKey: '4' }),
      exportAnswer('yard', { geomAnswer: { type: 'Point', coordinates: [21.006, 52.2318] } }),
      exportAnswer('well', {
        answer: '1kmE5069N3292',
        gridGeomAnswer: {
          type: 'Polygon',
          coordinates: [
            [
              [21, 52.2],
              [21.01, 52.2],
              [21.01, 52.21],
              [21, 52.2],
            ],
          ],
        },
      }),
      exportAnswer('people', { answer: '501', referencedText: 'Anna' }),
      exportAnswer('people', { answer: '502' }),
      exportAnswer('water', { optionKey: 'own_well' }),
    ]);
    expect(cellsByHeader(layout, cells)).toEqual({
      prot: false,
      visit: { date: '2026-03-01' },
      dup_2: 4,
      yard: 'POINT (21.006 52.2318)',
      // The Palace of Culture in Warsaw lies in this EEA cell (tests/engine/geo).
      yard_cell: '1kmE5069N3292',
      well: 'POLYGON ((21 52.2, 21.01 52.2, 21.01 52.21, 21 52.2))',
      well_cell: '1kmE5069N3292',
      people: 'Anna; 502',
      water: 'ow',
    });
  });

  it('writes yes as true', () => {
    const cells = exportRowCells(layout, [exportAnswer('protected', { optionKey: 'yes' })]);
    expect(cellsByHeader(layout, cells)).toEqual({ prot: true });
  });

  it('never changes a stored number: digits a double cannot hold stay text, trailing zeros drop', () => {
    const cells = exportRowCells(layout, [
      exportAnswer('herd', { answer: '12345678901234567890' }),
      exportAnswer('area', { answer: '0.000000100' }),
    ]);
    expect(cellsByHeader(layout, cells)).toEqual({ herd: '12345678901234567890', area: 1e-7 });
  });

  it('keeps a stored text that is no number or no date as text', () => {
    const cells = exportRowCells(layout, [
      exportAnswer('herd', { answer: '12,5' }),
      exportAnswer('visit', { answer: 'last spring' }),
    ]);
    expect(cellsByHeader(layout, cells)).toEqual({ herd: '12,5', visit: 'last spring' });
  });

  it('is all empty for a row without answers, and ignores answers of questions the form has not', () => {
    const cells = exportRowCells(layout, [exportAnswer('gone', { answer: '5' })]);
    expect(cells.every((cell) => cell === null)).toBe(true);
    expect(cells).toHaveLength(layout.columns.length);
  });
});
