import { screen, waitFor } from '@testing-library/react';
import { useStructureActions } from '@runtime/shared/structure/data';
import type { AnswerOptionDicItem, QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { StructureHistoryProvider, UndoRedoButtons } from '@studio/structure/history/StructureHistory';
import { answerOptionDicItem, questionDicItem } from '@tests/fixtures/structure-dic';
import type { ApiRequest } from '@tests/runtime/support/fakeApi';
import { ok } from '@tests/runtime/support/fakeApi';
import { renderDialog } from '../../../runtime/shared/structure/dialogs/renderDialog';

const BREED = questionDicItem(41, 31, 'Breed', { answerTypeDicId: 4, optionCount: 3, questionOrderKey: 1 });
const JERSEY = answerOptionDicItem(52, 41, 'Jersey', { orderKey: 2 });
const OPTIONS = [
  answerOptionDicItem(51, 41, 'Holstein', { orderKey: 1 }),
  JERSEY,
  answerOptionDicItem(53, 41, 'Other', { orderKey: 3, hasInput: true }),
];

/** Deleting a whole part through the shared actions, as the tree's delete buttons do. */
function DeleteActions({ question, option }: { question: QuestionDicItem; option: AnswerOptionDicItem }) {
  const { removePart, setActive } = useStructureActions();
  return (
    <>
      <button
        type="button"
        onClick={() => void setActive({ level: 'option', id: 51, name: 'Holstein' }, false)}
      >
        Switch Holstein off
      </button>
      <button type="button" onClick={() => void removePart({ level: 'question', item: question })}>
        Delete Breed
      </button>
      <button type="button" onClick={() => void removePart({ level: 'option', item: option })}>
        Delete Jersey
      </button>
    </>
  );
}

function bodyOf(request: ApiRequest | undefined): Record<string, unknown> {
  const body: unknown = request?.body;
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

function renderHistory() {
  let nextId = 800;
  // Breed's options as the server holds them: deleted and added ones too.
  let options = [...OPTIONS];
  const view = renderDialog(
    <StructureHistoryProvider>
      <UndoRedoButtons />
      <DeleteActions question={BREED} option={JERSEY} />
    </StructureHistoryProvider>,
    {
      'GET /api/secured/question/answer/dic/list': () => ok(options),
      'DELETE /api/secured/question/dic/41': ok(null),
      'DELETE /api/secured/question/answer/dic/52': () => {
        options = options.filter((option) => option.id !== 52);
        return ok(null);
      },
      'PUT /api/secured/question/answer/dic/setIsActive': ok(null),
      'PUT /api/secured/question/answer/dic/swap-order': ok(null),
      'POST /api/secured/question/dic': () => ok({ ...BREED, id: 700 }),
      'POST /api/secured/question/answer/dic': (request) => {
        nextId += 1;
        const added = answerOptionDicItem(nextId, Number(bodyOf(request).questionId), 'again');
        options = [...options, added];
        return ok(added);
      },
    },
  );
  return view;
}

describe('undo of deleted parts', () => {
  it('creates a deleted question again with its options, and an older step follows the new ids', async () => {
    const { user, api } = renderHistory();
    await user.click(screen.getByRole('button', { name: 'Switch Holstein off' }));
    await screen.findByRole('button', { name: 'Undo: switch off answer option “Holstein”' });
    await user.click(screen.getByRole('button', { name: 'Delete Breed' }));
    await screen.findByRole('button', { name: 'Undo: delete question “Breed”' });
    // Read before the delete: the options go with the question.
    expect(api.requests.map((request) => request.method)).toContain('GET');

    await user.click(screen.getByRole('button', { name: 'Undo: delete question “Breed”' }));
    await screen.findByRole('button', { name: 'Undo: switch off answer option “Holstein”' });
    expect(bodyOf(api.to('POST /api/secured/question/dic')[0])).toMatchObject({
      id: null,
      questionListDicId: 31,
      shortName: 'Q41',
      questionOrderKey: 1,
    });
    const options = api.to('POST /api/secured/question/answer/dic').map(bodyOf);
    expect(options.map((option) => [option.questionId, option.hasInput])).toEqual([
      [700, false],
      [700, false],
      [700, true],
    ]);

    // Holstein is now option 801: switching it back on names the new id.
    await user.click(screen.getByRole('button', { name: 'Undo: switch off answer option “Holstein”' }));
    await screen.findByRole('button', { name: 'Undo: nothing to undo' });
    const switches = api.to('PUT /api/secured/question/answer/dic/setIsActive');
    expect(switches.map((request) => Object.fromEntries(request.query))).toEqual([
      { answerDicId: '51', isActive: 'false' },
      { answerDicId: '801', isActive: 'true' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Redo: switch off answer option “Holstein”' }));
    await user.click(await screen.findByRole('button', { name: 'Redo: delete question “Breed”' }));
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
      ).toEqual(['/api/secured/question/dic/41', '/api/secured/question/dic/700']),
    );
  });

  it('puts a deleted option back at its place by swaps after adding it at the end', async () => {
    const { user, api } = renderHistory();
    await user.click(screen.getByRole('button', { name: 'Delete Jersey' }));
    await user.click(await screen.findByRole('button', { name: 'Undo: delete answer option “Jersey”' }));
    await screen.findByRole('button', { name: 'Redo: delete answer option “Jersey”' });
    expect(bodyOf(api.to('POST /api/secured/question/answer/dic')[0])).toMatchObject({
      id: null,
      questionId: 41,
    });
    // Added after Other (place 3), it swaps once with Other to be second again, where Jersey was.
    const swaps = api.to('PUT /api/secured/question/answer/dic/swap-order');
    expect(swaps.map((request) => Object.fromEntries(request.query))).toEqual([
      { firstId: '801', secondId: '53' },
    ]);
  });
});
