import { previewIndicatorSource } from '@studio/structure/indicators/previewIndicatorSource';
import { texts } from '@tests/fixtures/structure';
import { dairyDocument } from '../structureDocument';

/** The editor's tree in document keys becomes the engine's tree in the ids the preview's answers use. */
describe('previewIndicatorSource', () => {
  const reply = () => {
    const value = dairyDocument();
    const breed = value.document.forms[0]!.subforms[0]!.groups[0]!.questions[0]!;
    breed.options = breed.options.map((option, index) => ({ ...option, score: index === 0 ? 1 : 0.5 }));
    return value;
  };
  const tree = [
    {
      key: 'theme',
      name: { ...texts('Herd'), de: '' },
      weight: 2,
      children: [
        {
          key: 'leaf',
          name: texts('Cows'),
          inputs: [
            { questionKey: 'cows', min: 0, max: 100, higherIsBetter: false },
            { questionKey: 'breed', weight: 3 },
            { questionKey: 'not_saved_yet' },
          ],
        },
      ],
    },
  ];

  it('maps question keys to the ids of the document entities and numbers the nodes depth first', () => {
    const { document, entities } = reply();
    const answers = new Map([[42, { answers: [{ answer: '25' }] }]]);
    const result = previewIndicatorSource(document, entities, 'general', tree, answers, 'pl');

    expect(result.tree).toEqual([
      {
        id: 1,
        name: 'Herd (pl)',
        weight: 2,
        inputs: [],
        children: [
          {
            id: 2,
            name: 'Cows (pl)',
            weight: undefined,
            inputs: [
              { questionId: 42, min: 0, max: 100, higherIsBetter: false },
              { questionId: 41, weight: 3 },
            ],
            children: [],
          },
        ],
      },
    ]);
    expect([...result.keyOf]).toEqual([
      [1, 'theme'],
      [2, 'leaf'],
    ]);
    expect(result.source.questions.get(41)?.options).toEqual([
      { id: 51, score: 1 },
      { id: 52, score: 0.5 },
      { id: 53, score: 0.5 },
    ]);
    expect(result.source.answers.get(42)).toEqual([{ instanceId: 0, answerListId: undefined, answer: '25' }]);
  });

  it('names a node in English where its language is empty, and ignores answers of other questions', () => {
    const { document, entities } = reply();
    const answers = new Map([[999, { answers: [{ answer: '1' }] }]]);
    const result = previewIndicatorSource(document, entities, 'general', tree, answers, 'de');
    expect(result.tree[0]?.name).toBe('Herd');
    expect(result.source.answers.size).toBe(0);
  });
});
