import { screen, within } from '@testing-library/react';
import { AnswerOptionDialog } from '@runtime/shared/structure/dialogs/index';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import {
  CHOICE_WITH_VALUE_QUESTION,
  OPTION,
  SINGLE_CHOICE_QUESTION,
} from '../../../../fixtures/structure-dic-dialogs';
import { fail, ok } from '../../../support/fakeApi';
import { descriptionOf, dialogTitled, languageField, renderDialog, saves, fill } from './renderDialog';

const ADD = 'POST /api/secured/question/answer/dic';
const UPDATE = 'PUT /api/secured/question/answer/dic';
const TEXT = 'Answer text';
const LANGUAGES = [/^English/, /^Polski/, /^Deutsch/, /^Suomi/, /^Italiano/, /^Nederlands/];
const CODES = ['en', 'pl', 'de', 'fi', 'it', 'nl'];

function openAdd(question: QuestionDicItem, routes = {}) {
  const onClose = vi.fn();
  const view = renderDialog(<AnswerOptionDialog open question={question} onClose={onClose} />, routes);
  return { ...view, onClose };
}

function textbox(dialog: HTMLElement, name: RegExp): HTMLInputElement {
  const found = within(dialog).getByRole('textbox', { name });
  if (!(found instanceof HTMLInputElement)) throw new Error(`${String(name)} is not an input`);
  return found;
}

async function typeTexts(user: ReturnType<typeof renderDialog>['user'], dialog: HTMLElement, text: string) {
  for (const [index, language] of LANGUAGES.entries()) {
    await user.click(languageField(dialog, TEXT, language));
    await user.paste(`${text} ${CODES[index]!}`);
  }
}

describe('answer option dialog', () => {
  it('requires the text in every language and sends nothing', async () => {
    const { user, api } = openAdd(SINGLE_CHOICE_QUESTION);
    const dialog = await dialogTitled('Add an answer');
    await fill(user, languageField(dialog, TEXT, /^English/), 'Always');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const language of LANGUAGES.slice(1)) {
      expect(descriptionOf(languageField(dialog, TEXT, language))).toContain('This field is required');
    }
    expect(saves(api)).toEqual([]);
  });

  it('has no input by default for a single choice, and then no short name, min or max', async () => {
    const { user } = openAdd(SINGLE_CHOICE_QUESTION);
    const dialog = await dialogTitled('Add an answer');
    const hasInput = within(dialog).getByRole('switch', { name: /takes a number/ });
    expect((hasInput as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).queryByRole('textbox', { name: /^Short name/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /^Minimum/ })).toBeNull();
    await user.click(hasInput);
    expect(within(dialog).getByRole('textbox', { name: /^Short name/ })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Minimum/ })).toBeTruthy();
  });

  it('takes a number by default for a multiple choice with value, requiring the short name, without skips', async () => {
    const { user, api } = openAdd(CHOICE_WITH_VALUE_QUESTION);
    const dialog = await dialogTitled('Add an answer');
    expect((within(dialog).getByRole('switch', { name: /takes a number/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).queryByRole('textbox', { name: /questions skipped/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Skip offset/ })).toBeNull();
    await typeTexts(user, dialog, 'Maize');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(textbox(dialog, /^Short name/))).toContain(
      'The export short name must have 1 to 10',
    );
    expect(saves(api)).toEqual([]);
  });

  it('refuses bounds and skips that are not non-negative whole numbers without leading zeros', async () => {
    const { user, api } = openAdd(SINGLE_CHOICE_QUESTION);
    const dialog = await dialogTitled('Add an answer');
    await typeTexts(user, dialog, 'Sometimes');
    await user.click(within(dialog).getByRole('switch', { name: /takes a number/ }));
    await fill(user, textbox(dialog, /^Short name/), 'some');
    const typed: [RegExp, string][] = [
      [/^Minimum/, '-1'],
      [/^Maximum/, '1,5'],
      [/questions skipped/, '01'],
      [/Skip offset/, 'two'],
    ];
    for (const [name, value] of typed) await fill(user, textbox(dialog, name), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const [name] of typed) {
      expect(descriptionOf(textbox(dialog, name))).toContain('The value should be a number');
    }
    expect(saves(api)).toEqual([]);
  });

  it('sends a valid option of a single choice with its skip rule', async () => {
    const { user, api, onClose } = openAdd(SINGLE_CHOICE_QUESTION, { [ADD]: ok(OPTION) });
    const dialog = await dialogTitled('Add an answer');
    await typeTexts(user, dialog, 'Never');
    await fill(user, textbox(dialog, /questions skipped/), '2');
    await fill(user, textbox(dialog, /Skip offset/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Answer added successfully' });
    expect(api.to(ADD).map((request) => request.body)).toEqual([
      {
        questionId: 33,
        id: null,
        text: {
          translations: CODES.map((code, index) => ({ localeDicId: index + 1, text: `Never ${code}` })),
        },
        min: null,
        max: null,
        skipQuestions: 2,
        skipQuestionsOffset: 0,
        shortName: null,
        maxAnswerQuestionId: null,
        isActive: true,
        hasInput: false,
      },
    ]);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(OPTION);
  });

  it('edits an option through its id in the query, prefilled', async () => {
    const { user, api } = renderDialog(
      <AnswerOptionDialog open question={SINGLE_CHOICE_QUESTION} option={OPTION} onClose={vi.fn()} />,
      { [UPDATE]: ok(OPTION) },
    );
    const dialog = await dialogTitled('Edit the answer');
    expect((languageField(dialog, TEXT, /^Suomi/) as HTMLInputElement).value).toBe('Never fi');
    expect(textbox(dialog, /questions skipped/).value).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Answer edited successfully' });
    const [request] = api.to(UPDATE);
    expect(request?.query.get('answerDicId')).toBe('41');
    expect(request?.body).toMatchObject({ id: 41, questionId: 33, skipQuestions: 2, text: { id: 410 } });
  });

  it('shows a failed save in the upload error dialog and keeps the input', async () => {
    const { user, onClose } = openAdd(SINGLE_CHOICE_QUESTION, {
      [ADD]: fail(409, 'CONFLICT', 'The question was changed meanwhile'),
    });
    const dialog = await dialogTitled('Add an answer');
    await typeTexts(user, dialog, 'Rarely');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(error.textContent).toContain('The question was changed meanwhile');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    const again = await dialogTitled('Add an answer');
    expect((languageField(again, TEXT, /^English/) as HTMLInputElement).value).toBe('Rarely en');
    expect(onClose).not.toHaveBeenCalled();
  });
});
