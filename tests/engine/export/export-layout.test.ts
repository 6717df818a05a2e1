import { describe, expect, it } from 'vitest';
import { exportLayout } from '@engine/export/export-layout';
import { exportStructure } from '@tests/fixtures/export-structure';

describe('the export layout of a form', () => {
  const layout = exportLayout(exportStructure(), 'survey', 'pl');

  it('has a column per question in structure order, an option value column per option with input, and a grid cell column per map question', () => {
    expect(layout?.columns.map((column) => column.header)).toEqual([
      'herd',
      'area',
      'dup',
      'legal',
      'channel',
      'c1_val',
      'bedding',
      'fuels',
      'fuels_w1',
      'prot',
      'visit',
      'dup_2',
      'yard',
      'yard_cell',
      'well',
      'well_cell',
      'people',
      'water',
    ]);
  });

  it('says what each column holds and of which question and group', () => {
    expect(layout?.columns.find((column) => column.header === 'c1_val')).toEqual({
      header: 'c1_val',
      groupKey: 'basics',
      questionKey: 'channel',
      holds: 'optionValue',
      optionKey: 'c1',
    });
    expect(layout?.columns.find((column) => column.header === 'well_cell')?.holds).toBe('gridCell');
    expect(layout?.columns.find((column) => column.header === 'dup_2')?.questionKey).toBe('rating');
  });

  it('explains every column in the requested language, with option codes (short name, else key)', () => {
    expect(layout?.formName).toBe('Survey (pl)');
    const legal = layout?.notes.find((note) => note.header === 'legal');
    expect(legal).toEqual({
      header: 'legal',
      subform: 'Farm (pl)',
      group: 'Basics (pl)',
      question: 'Question legal (pl)',
      answerTypeId: 4,
      holds: 'answer',
      options: [
        { code: 'fam', text: 'Option family (pl)' },
        { code: 'company', text: 'Option company (pl)' },
      ],
    });
    expect(layout?.notes.find((note) => note.header === 'fuels_w1')?.options).toEqual([
      { code: 'w1', text: 'Option w1 (pl)' },
    ]);
    expect(layout?.notes).toHaveLength(layout?.columns.length ?? -1);
  });

  it('keeps headers unique whatever their case, and skips a suffix already taken', () => {
    const structure = exportStructure();
    const [form] = structure.forms;
    const questions = form?.subforms[0]?.groups[0]?.questions ?? [];
    const [herd, area, notes] = questions;
    if (!herd || !area || !notes) throw new Error('fixture changed');
    herd.shortName = 'Dup';
    area.shortName = 'dup_2';
    expect(
      exportLayout(structure, 'survey', 'en')
        ?.columns.slice(0, 3)
        .map((column) => column.header),
    ).toEqual(['Dup', 'dup_2', 'dup_3']);
  });

  it('falls back to English for a text missing in the locale', () => {
    const structure = exportStructure();
    const form = structure.forms[0];
    if (!form) throw new Error('fixture changed');
    form.name = { ...form.name, fi: '' };
    expect(exportLayout(structure, 'survey', 'fi')?.formName).toBe('Survey');
  });

  it('is undefined for a form the document does not have', () => {
    expect(exportLayout(exportStructure(), 'missing', 'en')).toBeUndefined();
  });
});
