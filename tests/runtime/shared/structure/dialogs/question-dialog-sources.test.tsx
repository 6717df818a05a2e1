import { screen, within } from '@testing-library/react';
import { QuestionDialog } from '@runtime/shared/structure/dialogs/index';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import {
  GROUP_QUESTIONS,
  INTEGER_QUESTION,
  LONG_TEXT_QUESTION,
  OPTIONS_FROM_ANSWERS_QUESTION,
  SINGLE_CHOICE_QUESTION,
} from '../../../../fixtures/structure-dic-dialogs';
import { ok, type Route } from '../../../support/fakeApi';
import { descriptionOf, dialogTitled, fill, languageField, renderDialog, saves } from './renderDialog';

const ADD = 'POST /api/secured/question/dic';
const UPDATE = 'PUT /api/secured/question/dic';
const GROUP_LIST = 'GET /api/secured/question/dic/list/group';
const FROM_ANSWERS = "Multiple choice from another question's answers";
const OPTIONS_FROM = /^Options from the answers of/;
const MAX_FROM = /^Upper bound from the answer of/;

function open(routes: Record<string, Route>, question?: QuestionDicItem) {
  return renderDialog(
    <QuestionDialog
      open
      questionListDicId={21}
      questionCount={7}
      inFirstSubform={false}
      question={question}
      onClose={vi.fn()}
    />,
    { [GROUP_LIST]: ok(GROUP_QUESTIONS), ...routes },
  );
}

function select(dialog: HTMLElement, name: RegExp): HTMLSelectElement {
  const control = within(dialog).getByRole('combobox', { name });
  if (!(control instanceof HTMLSelectElement)) throw new Error(`${String(name)} is not a select`);
  return control;
}

function offered(control: HTMLSelectElement): string[] {
  return [...control.options].filter((option) => !option.disabled).map((option) => option.text);
}

/** A new question of this answer type with its required texts written. */
async function writeQuestion(user: ReturnType<typeof open>['user'], dialog: HTMLElement, type: string) {
  await user.selectOptions(select(dialog, /^Answer type/), type);
  await fill(user, languageField(dialog, 'Question text', /^English/), 'Which crops are organic?');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Short name/ }), 'organic');
}

describe('question dialog: questions the options and the upper bound come from', () => {
  it('requires the source question of a choice from answers, and sends nothing without it', async () => {
    const { user, api } = open({});
    const dialog = await dialogTitled('Add a question');
    await writeQuestion(user, dialog, FROM_ANSWERS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(select(dialog, OPTIONS_FROM))).toContain('This field is required');
    expect(saves(api)).toEqual([]);
  });

  it('offers only the active long-text questions of the group', async () => {
    const { user, api } = open({});
    const dialog = await dialogTitled('Add a question');
    await user.selectOptions(select(dialog, /^Answer type/), FROM_ANSWERS);
    await within(dialog).findByRole('option', { name: '3. Which crops?' });
    expect(offered(select(dialog, OPTIONS_FROM))).toEqual(['3. Which crops?']);
    expect(api.to(GROUP_LIST).map((request) => request.query.get('questionListDicId'))).toContain('21');
  });

  it('sends exactly the chosen source question', async () => {
    const { user, api } = open({ [ADD]: ok({ ...OPTIONS_FROM_ANSWERS_QUESTION, id: 99 }) });
    const dialog = await dialogTitled('Add a question');
    await writeQuestion(user, dialog, FROM_ANSWERS);
    await within(dialog).findByRole('option', { name: '3. Which crops?' });
    await user.selectOptions(select(dialog, OPTIONS_FROM), '3. Which crops?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question added successfully' });
    expect(api.to(ADD).map((request) => request.body)).toEqual([
      expect.objectContaining({
        answerTypeDicId: 13,
        optionsFromQuestionId: LONG_TEXT_QUESTION.id,
        maxAnswerQuestionId: null,
        min: null,
        max: null,
      }),
    ]);
  });

  it('says when the group has no text question to take options from', async () => {
    const { user, api } = open({ [GROUP_LIST]: ok([INTEGER_QUESTION, SINGLE_CHOICE_QUESTION]) });
    const dialog = await dialogTitled('Add a question');
    await writeQuestion(user, dialog, FROM_ANSWERS);
    await within(dialog).findByText('No text question in this group to take options from');
    expect(offered(select(dialog, OPTIONS_FROM))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saves(api)).toEqual([]);
  });

  it('prefills the saved source of an edited question and sends it back', async () => {
    const { user, api } = open(
      { [UPDATE]: ok(OPTIONS_FROM_ANSWERS_QUESTION) },
      OPTIONS_FROM_ANSWERS_QUESTION,
    );
    const dialog = await dialogTitled('Edit the question');
    await within(dialog).findByRole('option', { name: '3. Which crops?' });
    expect(select(dialog, OPTIONS_FROM).selectedOptions[0]?.text).toBe('3. Which crops?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question edited successfully' });
    expect(api.to(UPDATE)[0]?.body).toMatchObject({ id: 36, optionsFromQuestionId: 34 });
  });

  it('sends no source question for other answer types', async () => {
    const { user, api } = open({ [ADD]: ok(LONG_TEXT_QUESTION) });
    const dialog = await dialogTitled('Add a question');
    await writeQuestion(user, dialog, 'Long text');
    expect(within(dialog).queryByRole('combobox', { name: OPTIONS_FROM })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question added successfully' });
    expect(api.to(ADD)[0]?.body).toMatchObject({ answerTypeDicId: 3, optionsFromQuestionId: null });
    // No answer type here names another question: the group's list is not even read.
    expect(api.to(GROUP_LIST)).toEqual([]);
  });

  it('offers the other number questions of the group as the upper bound and sends the one chosen', async () => {
    const { user, api } = open({ [UPDATE]: ok(INTEGER_QUESTION) }, INTEGER_QUESTION);
    const dialog = await dialogTitled('Edit the question');
    await within(dialog).findByRole('option', { name: '6. Area in hectares?' });
    // The question itself is not offered; "no bound" is.
    expect(offered(select(dialog, MAX_FROM))).toEqual([
      'No bound from another answer',
      '6. Area in hectares?',
    ]);
    await user.selectOptions(select(dialog, MAX_FROM), '6. Area in hectares?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question edited successfully' });
    expect(api.to(UPDATE)[0]?.body).toMatchObject({
      id: 31,
      maxAnswerQuestionId: 37,
      optionsFromQuestionId: null,
    });
  });
});
