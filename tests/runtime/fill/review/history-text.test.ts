import { historyText } from '@runtime/fill/review/historyText';
import { createI18n } from '@runtime/translations/createI18n';
import { option } from '@tests/fixtures/fill-group';

describe('a history entry as one line', () => {
  const { t } = createI18n('en');

  it('names a choice by its option, with its value, and keeps values and texts as typed', () => {
    const options = [option(7, 'Own well'), option(8, 'Mains')];
    expect(historyText([{ answerListId: 7 }, { answerListId: 8, answer: '12,5' }], options, t)).toBe(
      'Own well; Mains: 12,5',
    );
    expect(historyText([{ answer: ' 1998 ' }, { text: 'Two rooms\\nand a loft' }], options, t)).toBe(
      ' 1998 ; Two rooms\\nand a loft',
    );
  });

  it('names an option the question no longer offers by its id, a point by its coordinates, and nothing as such', () => {
    expect(historyText([{ answerListId: 99 }], [], t)).toBe('option 99');
    expect(historyText([{ geomAnswer: { type: 'Point', coordinates: [21.01, 52.23] } }], [], t)).toBe(
      'point 52.23, 21.01',
    );
    expect(historyText([], [], t)).toBe('(no answer)');
  });

  it('speaks the interface language', () => {
    expect(historyText([], [], createI18n('de').t)).toBe('(keine Antwort)');
  });
});
