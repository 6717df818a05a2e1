import type { StructureIndicator } from '@schemas/generated/structure';
import { checkIndicatorTree } from '@server/domain/structure/indicators/check-indicator-tree';
import { texts } from '@tests/fixtures/structure';

const questions = new Set(['cows', 'feed']);
const leaf = (key: string, inputs: StructureIndicator['inputs']): StructureIndicator => ({
  key,
  name: texts(key),
  inputs,
});

/** The rules of a form's indicator tree the schema cannot say, each named with the node it breaks. */
describe('checkIndicatorTree', () => {
  it('accepts a tree of themes, subthemes and leaves reading the form’s questions', () => {
    const tree = [
      {
        key: 'theme',
        name: texts('Theme'),
        weight: 2,
        children: [
          leaf('a', [{ questionKey: 'cows', min: 0, max: 10 }]),
          leaf('b', [{ questionKey: 'feed' }]),
        ],
      },
    ];
    expect(checkIndicatorTree(tree, questions)).toEqual([]);
  });

  it('names every broken rule, deep in the tree too', () => {
    const tree: StructureIndicator[] = [
      {
        key: 'theme',
        name: { ...texts('Theme'), en: '' },
        weight: -1,
        inputs: [{ questionKey: 'cows' }],
        children: [
          leaf('a', [
            { questionKey: 'elsewhere', weight: 0 },
            { questionKey: 'feed', min: 3, max: 1 },
          ]),
          leaf('a', [{ questionKey: 'cows' }]),
        ],
      },
    ];
    expect(checkIndicatorTree(tree, questions)).toEqual([
      { code: 'INDICATOR_NAME_REQUIRED', params: { key: 'theme' } },
      { code: 'INDICATOR_LEAF_WITH_CHILDREN', params: { key: 'theme' } },
      { code: 'INDICATOR_WEIGHT_NOT_POSITIVE', params: { key: 'theme' } },
      { code: 'INDICATOR_WEIGHT_NOT_POSITIVE', params: { key: 'a' } },
      { code: 'INDICATOR_QUESTION_NOT_IN_FORM', params: { key: 'a', questionKey: 'elsewhere' } },
      { code: 'INDICATOR_MIN_NOT_BELOW_MAX', params: { key: 'a', questionKey: 'feed' } },
      { code: 'INDICATOR_KEY_DUPLICATE', params: { key: 'a' } },
    ]);
  });
});
