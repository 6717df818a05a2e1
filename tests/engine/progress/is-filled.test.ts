import type { SavedAnswer } from '@schemas/generated/answers';
import { isFilled } from '@engine/progress/is-filled';
import { square } from '@tests/fixtures/answer-values';

describe('isFilled', () => {
  it.each<[string, SavedAnswer]>([
    ['a text', { text: 'note' }],
    ['an answer', { answer: '42' }],
    ['an answer of zero', { answer: '0' }],
    ['a chosen option', { answerListId: 41 }],
    ['a chosen option with id 0', { answerListId: 0 }],
    ['a point', { geomAnswer: { type: 'Point', coordinates: [21, 52] } }],
    ['a grid square', { gridGeomAnswer: square(21, 52) }],
  ])('counts an answer with %s as filled', (_name, answer) => {
    expect(isFilled(answer)).toBe(true);
  });

  it.each<[string, SavedAnswer | undefined]>([
    ['no answer at all', undefined],
    ['an answer without content', {}],
    ['only an id and a saving date', { id: 9, date: '2026-06-01T10:00:00Z' }],
    ['empty texts', { text: '', answer: '' }],
    ['blank texts', { text: '  ', answer: ' ' }],
    ['nulls', { text: null, answer: null, answerListId: null, geomAnswer: null, gridGeomAnswer: null }],
  ])('does not count %s as filled', (_name, answer) => {
    expect(isFilled(answer)).toBe(false);
  });
});
