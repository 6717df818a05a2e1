import type { AnswerValue } from '@engine/answers/answer-value';
import { chosenIds } from '@engine/answers/chosen-ids';
import { square } from '@tests/fixtures/answer-values';

describe('chosenIds', () => {
  it.each<[string, AnswerValue | undefined, number[]]>([
    ['a single choice (4, 8, 10, 16)', 41, [41]],
    ['a multiple choice (6) or answers as options (13)', [61, 63], [61, 63]],
    ['a choice with value (5)', { optionId: 51, value: '5' }, [51]],
    [
      'checkboxes with values (7)',
      [
        { optionId: 72, value: '1' },
        { optionId: 73, value: '' },
      ],
      [72, 73],
    ],
    ['nothing chosen', undefined, []],
    ['an empty list', [], []],
    ['a typed number', '42', []],
    ['a point', { latitude: 52, longitude: 21 }, []],
    ['a grid square', { squareId: 'E1N1', geometry: square(21, 52) }, []],
  ])('gives the ids of %s', (_name, value, ids) => {
    expect(chosenIds(value)).toEqual(ids);
  });
});
